// %%
got, err := TitleCase("hello world")
if err != nil || got != "Hello World" {
	t.Fatalf("TitleCase: got %v (err %v), want %v", got, err, "Hello World")
}

// %%
got, err := TitleCase("pYTHON cODE")
if err != nil || got != "Python Code" {
	t.Fatalf("TitleCase: got %v (err %v), want %v", got, err, "Python Code")
}

// %%
got, err := TitleCase("x")
if err != nil || got != "X" {
	t.Fatalf("TitleCase: got %v (err %v), want %v", got, err, "X")
}

// %%
got, err := TitleCase("42 apples")
if err != nil || got != "42 Apples" {
	t.Fatalf("TitleCase: got %v (err %v), want %v", got, err, "42 Apples")
}
