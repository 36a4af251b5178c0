// %%
got := IsValidIsbn10("080442957X")
if got != true {
	t.Fatalf("IsValidIsbn10: got %v, want %v", got, true)
}

// %%
got := IsValidIsbn10("080442957x")
if got != true {
	t.Fatalf("IsValidIsbn10: got %v, want %v", got, true)
}

// %%
got := IsValidIsbn10("X804429570")
if got != false {
	t.Fatalf("IsValidIsbn10: got %v, want %v", got, false)
}

// %%
got := IsValidIsbn10("0804429571")
if got != false {
	t.Fatalf("IsValidIsbn10: got %v, want %v", got, false)
}
