// %%
_, err := RomanToInt("")
if err == nil || err.Error() != "empty numeral" {
	t.Fatalf("want error %q, got %v", "empty numeral", err)
}

// %%
_, err := RomanToInt("   ")
if err == nil || err.Error() != "empty numeral" {
	t.Fatalf("want error %q, got %v", "empty numeral", err)
}
