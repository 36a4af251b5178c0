// %%
got := VowelCounts("Education")
t.ExpectEq(got, []int{1, 1, 1, 1, 1})

// %%
got := VowelCounts("banana")
t.ExpectEq(got, []int{3, 0, 0, 0, 0})

// %%
got := VowelCounts("")
t.ExpectEq(got, []int{0, 0, 0, 0, 0})
