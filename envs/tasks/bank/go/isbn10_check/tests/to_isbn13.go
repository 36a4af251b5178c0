// %%
got, err := Isbn10ToIsbn13("0306406152")
if err != nil || got != "9780306406157" {
	t.Fatalf("Isbn10ToIsbn13: got %v (err %v), want %v", got, err, "9780306406157")
}

// %%
got, err := Isbn10ToIsbn13("0198534531")
if err != nil || got != "9780198534532" {
	t.Fatalf("Isbn10ToIsbn13: got %v (err %v), want %v", got, err, "9780198534532")
}

// %%
got, err := Isbn10ToIsbn13("0131103628")
if err != nil || got != "9780131103627" {
	t.Fatalf("Isbn10ToIsbn13: got %v (err %v), want %v", got, err, "9780131103627")
}

// %%
_, err := Isbn10ToIsbn13("0306406153")
if err == nil || err.Error() != "invalid ISBN-10" {
	t.Fatalf("want error %q, got %v", "invalid ISBN-10", err)
}
