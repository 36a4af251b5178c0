// %%
got := VowelCounts("EducationEducation")
t.ExpectEq(got, []int{2, 2, 2, 2, 2})

// %%
got := VowelCounts("ducation")
t.ExpectEq(got, []int{1, 0, 1, 1, 1})

// %%
got := VowelCounts("E")
t.ExpectEq(got, []int{0, 1, 0, 0, 0})

// %%
got := VowelCounts("noitacudE")
t.ExpectEq(got, []int{1, 1, 1, 1, 1})

// %%
got := VowelCounts("EDUCATION")
t.ExpectEq(got, []int{1, 1, 1, 1, 1})

// %%
got := VowelCounts("education")
t.ExpectEq(got, []int{1, 1, 1, 1, 1})

// %%
got := VowelCounts("eDUCATION")
t.ExpectEq(got, []int{1, 1, 1, 1, 1})

// %%
got := VowelCounts("EEducation")
t.ExpectEq(got, []int{1, 2, 1, 1, 1})

// %%
got := VowelCounts("Education0")
t.ExpectEq(got, []int{1, 1, 1, 1, 1})

// %%
got := VowelCounts("Education ")
t.ExpectEq(got, []int{1, 1, 1, 1, 1})

// %%
got := VowelCounts("BANANA")
t.ExpectEq(got, []int{3, 0, 0, 0, 0})

// %%
got := VowelCounts("ban")
t.ExpectEq(got, []int{1, 0, 0, 0, 0})

// %%
got := VowelCounts("banan")
t.ExpectEq(got, []int{2, 0, 0, 0, 0})

// %%
got := VowelCounts("Banana")
t.ExpectEq(got, []int{3, 0, 0, 0, 0})

// %%
got := VowelCounts("banana ")
t.ExpectEq(got, []int{3, 0, 0, 0, 0})

// %%
got := VowelCounts("b")
t.ExpectEq(got, []int{0, 0, 0, 0, 0})

// %%
got := VowelCounts("bananaa")
t.ExpectEq(got, []int{4, 0, 0, 0, 0})

// %%
got := VowelCounts("bbanana")
t.ExpectEq(got, []int{3, 0, 0, 0, 0})

// %%
got := VowelCounts("ananab")
t.ExpectEq(got, []int{3, 0, 0, 0, 0})

// %%
got := VowelCounts("anana")
t.ExpectEq(got, []int{3, 0, 0, 0, 0})

// %%
got := VowelCounts(" banana")
t.ExpectEq(got, []int{3, 0, 0, 0, 0})

// %%
got := VowelCounts(" ")
t.ExpectEq(got, []int{0, 0, 0, 0, 0})

// %%
got := VowelCounts("a")
t.ExpectEq(got, []int{1, 0, 0, 0, 0})

// %%
got := VowelCounts("0")
t.ExpectEq(got, []int{0, 0, 0, 0, 0})
