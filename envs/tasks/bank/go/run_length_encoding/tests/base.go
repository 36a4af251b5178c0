// %%
got, err := RleEncode("aaabcc")
if err != nil || got != "3a1b2c" {
	t.Fatalf("RleEncode: got %v (err %v), want %v", got, err, "3a1b2c")
}

// %%
got, err := RleEncode("")
if err != nil || got != "" {
	t.Fatalf("RleEncode: got %v (err %v), want %v", got, err, "")
}

// %%
got, err := RleEncode("abc")
if err != nil || got != "1a1b1c" {
	t.Fatalf("RleEncode: got %v (err %v), want %v", got, err, "1a1b1c")
}

// %%
got, err := RleEncode("zzzz")
if err != nil || got != "4z" {
	t.Fatalf("RleEncode: got %v (err %v), want %v", got, err, "4z")
}

// %%
got, err := RleEncode("  !!")
if err != nil || got != "2 2!" {
	t.Fatalf("RleEncode: got %v (err %v), want %v", got, err, "2 2!")
}
