// %%
got, err := RleEncode("aaaaaaaaaaaa")
if err != nil || got != "9a3a" {
	t.Fatalf("RleEncode: got %v (err %v), want %v", got, err, "9a3a")
}

// %%
got, err := RleEncode("cccccccccccccccccc")
if err != nil || got != "9c9c" {
	t.Fatalf("RleEncode: got %v (err %v), want %v", got, err, "9c9c")
}

// %%
got, err := RleEncode("bbbbbbbbbx")
if err != nil || got != "9b1x" {
	t.Fatalf("RleEncode: got %v (err %v), want %v", got, err, "9b1x")
}

// %%
got, err := RleEncode("ddddddddddddddddddddddddd")
if err != nil || got != "9d9d7d" {
	t.Fatalf("RleEncode: got %v (err %v), want %v", got, err, "9d9d7d")
}
