// %%
got, err := LongestCommonSuffix([]string{"walking", "talking", "king"})
if err != nil || got != "king" {
	t.Fatalf("LongestCommonSuffix: got %v (err %v), want %v", got, err, "king")
}

// %%
got, err := LongestCommonSuffix([]string{"abc", "xyz"})
if err != nil || got != "" {
	t.Fatalf("LongestCommonSuffix: got %v (err %v), want %v", got, err, "")
}

// %%
got, err := LongestCommonSuffix([]string{"solo"})
if err != nil || got != "solo" {
	t.Fatalf("LongestCommonSuffix: got %v (err %v), want %v", got, err, "solo")
}

// %%
got, err := LongestCommonSuffix([]string{"ing", "Ing"})
if err != nil || got != "ng" {
	t.Fatalf("LongestCommonSuffix: got %v (err %v), want %v", got, err, "ng")
}
