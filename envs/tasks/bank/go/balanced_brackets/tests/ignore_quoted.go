// %%
got, err := IsBalanced("print(\")\")")
if err != nil || got != true {
	t.Fatalf("IsBalanced: got %v (err %v), want %v", got, err, true)
}

// %%
got, err := IsBalanced("a = '[' + \"{\"")
if err != nil || got != true {
	t.Fatalf("IsBalanced: got %v (err %v), want %v", got, err, true)
}

// %%
got, err := IsBalanced("f(\"it's\")")
if err != nil || got != true {
	t.Fatalf("IsBalanced: got %v (err %v), want %v", got, err, true)
}

// %%
got, err := IsBalanced("'(")
if err != nil || got != false {
	t.Fatalf("IsBalanced: got %v (err %v), want %v", got, err, false)
}

// %%
got, err := IsBalanced("('(')")
if err != nil || got != true {
	t.Fatalf("IsBalanced: got %v (err %v), want %v", got, err, true)
}
