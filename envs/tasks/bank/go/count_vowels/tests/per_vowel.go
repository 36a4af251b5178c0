// %%
got := VowelCounts("Education")
if !codeloopDeepEqual(got, []int{1, 1, 1, 1, 1}) {
	t.Fatalf("VowelCounts: got %v, want %v", got, []int{1, 1, 1, 1, 1})
}

// %%
got := VowelCounts("banana")
if !codeloopDeepEqual(got, []int{3, 0, 0, 0, 0}) {
	t.Fatalf("VowelCounts: got %v, want %v", got, []int{3, 0, 0, 0, 0})
}

// %%
got := VowelCounts("")
if !codeloopDeepEqual(got, []int{0, 0, 0, 0, 0}) {
	t.Fatalf("VowelCounts: got %v, want %v", got, []int{0, 0, 0, 0, 0})
}
