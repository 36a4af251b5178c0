// %%
got := IsValidIsbn10("0306406152")
if got != true {
	t.Fatalf("IsValidIsbn10: got %v, want %v", got, true)
}

// %%
got := IsValidIsbn10("0306406153")
if got != false {
	t.Fatalf("IsValidIsbn10: got %v, want %v", got, false)
}

// %%
got := IsValidIsbn10("123")
if got != false {
	t.Fatalf("IsValidIsbn10: got %v, want %v", got, false)
}

// %%
got := IsValidIsbn10("030640615a")
if got != false {
	t.Fatalf("IsValidIsbn10: got %v, want %v", got, false)
}

// %%
got := IsValidIsbn10("")
if got != false {
	t.Fatalf("IsValidIsbn10: got %v, want %v", got, false)
}
