// %%
_, err := RleEncode("a1")
if err == nil || err.Error() != "digits cannot be encoded" {
	t.Fatalf("want error %q, got %v", "digits cannot be encoded", err)
}

// %%
_, err := RleEncode("999")
if err == nil || err.Error() != "digits cannot be encoded" {
	t.Fatalf("want error %q, got %v", "digits cannot be encoded", err)
}

// %%
got, err := RleEncode("ab")
if err != nil || got != "1a1b" {
	t.Fatalf("RleEncode: got %v (err %v), want %v", got, err, "1a1b")
}
