// %%
got := IsValidIsbn10("0-306-40615-2")
t.ExpectEq(got, true)

// %%
got := IsValidIsbn10("0-306-40615-3")
t.ExpectEq(got, false)

// %%
got := IsValidIsbn10("--0306406152")
t.ExpectEq(got, true)
