// %%
got, err := RleDecode("3a1b2c")
if err != nil || got != "aaabcc" {
	t.Fatalf("RleDecode: got %v (err %v), want %v", got, err, "aaabcc")
}

// %%
got, err := RleDecode("")
if err != nil || got != "" {
	t.Fatalf("RleDecode: got %v (err %v), want %v", got, err, "")
}

// %%
got, err := RleDecode("9a3a")
if err != nil || got != "aaaaaaaaaaaa" {
	t.Fatalf("RleDecode: got %v (err %v), want %v", got, err, "aaaaaaaaaaaa")
}

// %%
_, err := RleDecode("3")
if err == nil || err.Error() != "malformed input" {
	t.Fatalf("want error %q, got %v", "malformed input", err)
}

// %%
_, err := RleDecode("a3")
if err == nil || err.Error() != "malformed input" {
	t.Fatalf("want error %q, got %v", "malformed input", err)
}

// %%
_, err := RleDecode("0a")
if err == nil || err.Error() != "malformed input" {
	t.Fatalf("want error %q, got %v", "malformed input", err)
}

// %%
_, err := RleDecode("33")
if err == nil || err.Error() != "malformed input" {
	t.Fatalf("want error %q, got %v", "malformed input", err)
}
