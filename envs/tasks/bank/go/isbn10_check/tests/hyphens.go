// %%
got := IsValidIsbn10("0-306-40615-2")
if got != true {
	t.Fatalf("IsValidIsbn10: got %v, want %v", got, true)
}

// %%
got := IsValidIsbn10("0-306-40615-3")
if got != false {
	t.Fatalf("IsValidIsbn10: got %v, want %v", got, false)
}

// %%
got := IsValidIsbn10("--0306406152")
if got != true {
	t.Fatalf("IsValidIsbn10: got %v, want %v", got, true)
}
