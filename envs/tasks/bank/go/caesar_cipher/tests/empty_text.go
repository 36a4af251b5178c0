// %%
_, err := CaesarCipher("", 3)
if err == nil || err.Error() != "text must not be empty" {
	t.Fatalf("want error %q, got %v", "text must not be empty", err)
}

// %%
got, err := CaesarCipher(" ", 3)
if err != nil || got != " " {
	t.Fatalf("CaesarCipher: got %v (err %v), want %v", got, err, " ")
}
