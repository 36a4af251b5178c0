// %%
got, err := LongestCommonPrefix([]string{"Flower", "flow", "FLIGHT"})
if err != nil || got != "Fl" {
	t.Fatalf("LongestCommonPrefix: got %v (err %v), want %v", got, err, "Fl")
}

// %%
got, err := LongestCommonPrefix([]string{"ABC", "abd"})
if err != nil || got != "AB" {
	t.Fatalf("LongestCommonPrefix: got %v (err %v), want %v", got, err, "AB")
}

// %%
got, err := LongestCommonPrefix([]string{"x", "X"})
if err != nil || got != "x" {
	t.Fatalf("LongestCommonPrefix: got %v (err %v), want %v", got, err, "x")
}
