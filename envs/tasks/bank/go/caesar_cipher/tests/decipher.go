// %%
got, err := CaesarDecipher("Khoor, Zruog!", 3)
if err != nil || got != "Hello, World!" {
	t.Fatalf("CaesarDecipher: got %v (err %v), want %v", got, err, "Hello, World!")
}

// %%
got, err := CaesarDecipher("abc", 29)
if err != nil || got != "xyz" {
	t.Fatalf("CaesarDecipher: got %v (err %v), want %v", got, err, "xyz")
}

// %%
got, err := CaesarDecipher("zab", -1)
if err != nil || got != "abc" {
	t.Fatalf("CaesarDecipher: got %v (err %v), want %v", got, err, "abc")
}
