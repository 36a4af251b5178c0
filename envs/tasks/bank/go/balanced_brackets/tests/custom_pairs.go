// %%
got, err := IsBalancedWith("<a>(b)", "()<>")
if err != nil || got != true {
	t.Fatalf("IsBalancedWith: got %v (err %v), want %v", got, err, true)
}

// %%
got, err := IsBalancedWith("<(>)", "()<>")
if err != nil || got != false {
	t.Fatalf("IsBalancedWith: got %v (err %v), want %v", got, err, false)
}

// %%
got, err := IsBalancedWith("[(])", "()")
if err != nil || got != true {
	t.Fatalf("IsBalancedWith: got %v (err %v), want %v", got, err, true)
}

// %%
_, err := IsBalancedWith("()", "()<")
if err == nil || err.Error() != "pairs must have an even length" {
	t.Fatalf("want error %q, got %v", "pairs must have an even length", err)
}
