// %%
got, err := GradeLetter(95)
if err != nil || got != "A" {
	t.Fatalf("GradeLetter: got %v (err %v), want %v", got, err, "A")
}

// %%
got, err := GradeLetter(90)
if err != nil || got != "A" {
	t.Fatalf("GradeLetter: got %v (err %v), want %v", got, err, "A")
}

// %%
got, err := GradeLetter(89)
if err != nil || got != "B" {
	t.Fatalf("GradeLetter: got %v (err %v), want %v", got, err, "B")
}

// %%
got, err := GradeLetter(75)
if err != nil || got != "C" {
	t.Fatalf("GradeLetter: got %v (err %v), want %v", got, err, "C")
}

// %%
got, err := GradeLetter(60)
if err != nil || got != "D" {
	t.Fatalf("GradeLetter: got %v (err %v), want %v", got, err, "D")
}

// %%
got, err := GradeLetter(59)
if err != nil || got != "F" {
	t.Fatalf("GradeLetter: got %v (err %v), want %v", got, err, "F")
}

// %%
got, err := GradeLetter(0)
if err != nil || got != "F" {
	t.Fatalf("GradeLetter: got %v (err %v), want %v", got, err, "F")
}
