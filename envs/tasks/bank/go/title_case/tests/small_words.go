// %%
got, err := TitleCase("the lord of the rings")
if err != nil || got != "The Lord of the Rings" {
	t.Fatalf("TitleCase: got %v (err %v), want %v", got, err, "The Lord of the Rings")
}

// %%
got, err := TitleCase("war AND peace")
if err != nil || got != "War and Peace" {
	t.Fatalf("TitleCase: got %v (err %v), want %v", got, err, "War and Peace")
}

// %%
got, err := TitleCase("a tale in an hour")
if err != nil || got != "A Tale in an Hour" {
	t.Fatalf("TitleCase: got %v (err %v), want %v", got, err, "A Tale in an Hour")
}
