// %%
got, err := TitleCase("  hello   world ")
if err != nil || got != "Hello World" {
	t.Fatalf("TitleCase: got %v (err %v), want %v", got, err, "Hello World")
}

// %%
got, err := TitleCase("one  two")
if err != nil || got != "One Two" {
	t.Fatalf("TitleCase: got %v (err %v), want %v", got, err, "One Two")
}
