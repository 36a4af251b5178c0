// %%
got, err := LongestCommonPrefix([]string{"flower", "flow", "flight"})
if err != nil || got != "fl" {
	t.Fatalf("LongestCommonPrefix: got %v (err %v), want %v", got, err, "fl")
}

// %%
got, err := LongestCommonPrefix([]string{"dog", "racecar", "car"})
if err != nil || got != "" {
	t.Fatalf("LongestCommonPrefix: got %v (err %v), want %v", got, err, "")
}

// %%
got, err := LongestCommonPrefix([]string{"alone"})
if err != nil || got != "alone" {
	t.Fatalf("LongestCommonPrefix: got %v (err %v), want %v", got, err, "alone")
}

// %%
got, err := LongestCommonPrefix([]string{"same", "same"})
if err != nil || got != "same" {
	t.Fatalf("LongestCommonPrefix: got %v (err %v), want %v", got, err, "same")
}

// %%
got, err := LongestCommonPrefix([]string{"ab", "a", "abc"})
if err != nil || got != "a" {
	t.Fatalf("LongestCommonPrefix: got %v (err %v), want %v", got, err, "a")
}
