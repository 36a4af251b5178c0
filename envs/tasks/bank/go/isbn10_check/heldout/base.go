// %%
got := IsValidIsbn10("03064")
t.ExpectEq(got, false)

// %%
got := IsValidIsbn10("0")
t.ExpectEq(got, false)

// %%
got := IsValidIsbn10("030640615")
t.ExpectEq(got, false)

// %%
got := IsValidIsbn10("03064061520306406152")
t.ExpectEq(got, false)

// %%
got := IsValidIsbn10("306406152")
t.ExpectEq(got, false)

// %%
got := IsValidIsbn10("306406153")
t.ExpectEq(got, false)

// %%
got := IsValidIsbn10("03064061530")
t.ExpectEq(got, false)

// %%
got := IsValidIsbn10("0306406153a")
t.ExpectEq(got, false)

// %%
got := IsValidIsbn10("00306406153")
t.ExpectEq(got, false)

// %%
got := IsValidIsbn10("03064061530306406153")
t.ExpectEq(got, false)

// %%
got := IsValidIsbn10("3516046030")
t.ExpectEq(got, false)

// %%
got := IsValidIsbn10("123 ")
t.ExpectEq(got, false)

// %%
got := IsValidIsbn10(" 123")
t.ExpectEq(got, false)

// %%
got := IsValidIsbn10("1")
t.ExpectEq(got, false)

// %%
got := IsValidIsbn10("1230")
t.ExpectEq(got, false)

// %%
got := IsValidIsbn10("12")
t.ExpectEq(got, false)

// %%
got := IsValidIsbn10("123a")
t.ExpectEq(got, false)

// %%
got := IsValidIsbn10("a516046030")
t.ExpectEq(got, false)

// %%
got := IsValidIsbn10("030640615A")
t.ExpectEq(got, false)

// %%
got := IsValidIsbn10("0030640615a")
t.ExpectEq(got, false)

// %%
got := IsValidIsbn10("030640615a ")
t.ExpectEq(got, false)

// %%
got := IsValidIsbn10("030640615a030640615a")
t.ExpectEq(got, false)

// %%
got := IsValidIsbn10("a")
t.ExpectEq(got, false)

// %%
got := IsValidIsbn10(" ")
t.ExpectEq(got, false)
