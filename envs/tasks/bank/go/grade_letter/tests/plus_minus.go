// %%
got, err := GradeLetter(89)
if err != nil || got != "B+" {
	t.Fatalf("GradeLetter: got %v (err %v), want %v", got, err, "B+")
}

// %%
got, err := GradeLetter(80)
if err != nil || got != "B-" {
	t.Fatalf("GradeLetter: got %v (err %v), want %v", got, err, "B-")
}

// %%
got, err := GradeLetter(85)
if err != nil || got != "B" {
	t.Fatalf("GradeLetter: got %v (err %v), want %v", got, err, "B")
}

// %%
got, err := GradeLetter(78)
if err != nil || got != "C+" {
	t.Fatalf("GradeLetter: got %v (err %v), want %v", got, err, "C+")
}

// %%
got, err := GradeLetter(71)
if err != nil || got != "C-" {
	t.Fatalf("GradeLetter: got %v (err %v), want %v", got, err, "C-")
}

// %%
got, err := GradeLetter(61)
if err != nil || got != "D-" {
	t.Fatalf("GradeLetter: got %v (err %v), want %v", got, err, "D-")
}

// %%
got, err := GradeLetter(69)
if err != nil || got != "D+" {
	t.Fatalf("GradeLetter: got %v (err %v), want %v", got, err, "D+")
}

// %%
got, err := GradeLetter(99)
if err != nil || got != "A" {
	t.Fatalf("GradeLetter: got %v (err %v), want %v", got, err, "A")
}

// %%
got, err := GradeLetter(59)
if err != nil || got != "F" {
	t.Fatalf("GradeLetter: got %v (err %v), want %v", got, err, "F")
}
