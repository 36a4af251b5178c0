// %%
_, err := GradeLetter(101)
if err == nil || err.Error() != "score must be between 0 and 100" {
	t.Fatalf("want error %q, got %v", "score must be between 0 and 100", err)
}

// %%
_, err := GradeLetter(-1)
if err == nil || err.Error() != "score must be between 0 and 100" {
	t.Fatalf("want error %q, got %v", "score must be between 0 and 100", err)
}

// %%
got, err := GradeLetter(100)
if err != nil || got != "A" {
	t.Fatalf("GradeLetter: got %v (err %v), want %v", got, err, "A")
}
