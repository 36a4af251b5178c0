// %%
got, err := CaesarCipher("abc", 1)
if err != nil || got != "bcd" {
	t.Fatalf("CaesarCipher: got %v (err %v), want %v", got, err, "bcd")
}

// %%
got, err := CaesarCipher("xyz", 3)
if err != nil || got != "abc" {
	t.Fatalf("CaesarCipher: got %v (err %v), want %v", got, err, "abc")
}

// %%
got, err := CaesarCipher("Hello, World!", 3)
if err != nil || got != "Khoor, Zruog!" {
	t.Fatalf("CaesarCipher: got %v (err %v), want %v", got, err, "Khoor, Zruog!")
}

// %%
got, err := CaesarCipher("abc", -1)
if err != nil || got != "zab" {
	t.Fatalf("CaesarCipher: got %v (err %v), want %v", got, err, "zab")
}

// %%
got, err := CaesarCipher("abc", 27)
if err != nil || got != "bcd" {
	t.Fatalf("CaesarCipher: got %v (err %v), want %v", got, err, "bcd")
}
