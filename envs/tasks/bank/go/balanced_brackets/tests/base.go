// %%
got, err := IsBalanced("([]{})")
if err != nil || got != true {
	t.Fatalf("IsBalanced: got %v (err %v), want %v", got, err, true)
}

// %%
got, err := IsBalanced("([)]")
if err != nil || got != false {
	t.Fatalf("IsBalanced: got %v (err %v), want %v", got, err, false)
}

// %%
got, err := IsBalanced("")
if err != nil || got != true {
	t.Fatalf("IsBalanced: got %v (err %v), want %v", got, err, true)
}

// %%
got, err := IsBalanced("f(x[1]) { return; }")
if err != nil || got != true {
	t.Fatalf("IsBalanced: got %v (err %v), want %v", got, err, true)
}

// %%
got, err := IsBalanced("((")
if err != nil || got != false {
	t.Fatalf("IsBalanced: got %v (err %v), want %v", got, err, false)
}

// %%
got, err := IsBalanced("}")
if err != nil || got != false {
	t.Fatalf("IsBalanced: got %v (err %v), want %v", got, err, false)
}
