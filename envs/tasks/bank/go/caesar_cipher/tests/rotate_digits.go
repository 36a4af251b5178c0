// %%
got, err := CaesarCipher("a1", 1)
if err != nil || got != "b2" {
	t.Fatalf("CaesarCipher: got %v (err %v), want %v", got, err, "b2")
}

// %%
got, err := CaesarCipher("9", 1)
if err != nil || got != "0" {
	t.Fatalf("CaesarCipher: got %v (err %v), want %v", got, err, "0")
}

// %%
got, err := CaesarCipher("0", -1)
if err != nil || got != "9" {
	t.Fatalf("CaesarCipher: got %v (err %v), want %v", got, err, "9")
}

// %%
got, err := CaesarCipher("Room 101", 13)
if err != nil || got != "Ebbz 434" {
	t.Fatalf("CaesarCipher: got %v (err %v), want %v", got, err, "Ebbz 434")
}
