// %%
got := IsValidIsbn10("0306406152")
t.ExpectEq(got, true)

// %%
got := IsValidIsbn10("0306406153")
t.ExpectEq(got, false)

// %%
got := IsValidIsbn10("123")
t.ExpectEq(got, false)

// %%
got := IsValidIsbn10("030640615a")
t.ExpectEq(got, false)

// %%
got := IsValidIsbn10("")
t.ExpectEq(got, false)
