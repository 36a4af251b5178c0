// %%
got, err := GradeAverage([]int{90, 100, 95})
if err != nil || got != "A" {
	t.Fatalf("GradeAverage: got %v (err %v), want %v", got, err, "A")
}

// %%
got, err := GradeAverage([]int{50, 50, 51})
if err != nil || got != "F" {
	t.Fatalf("GradeAverage: got %v (err %v), want %v", got, err, "F")
}

// %%
got, err := GradeAverage([]int{55, 56})
if err != nil || got != "F" {
	t.Fatalf("GradeAverage: got %v (err %v), want %v", got, err, "F")
}

// %%
_, err := GradeAverage([]int{})
if err == nil || err.Error() != "no scores" {
	t.Fatalf("want error %q, got %v", "no scores", err)
}
