// %%
_, err := LongestCommonPrefix([]string{})
if err == nil || err.Error() != "no words" {
	t.Fatalf("want error %q, got %v", "no words", err)
}
