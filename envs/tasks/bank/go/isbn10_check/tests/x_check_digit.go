// %%
got := IsValidIsbn10("080442957X")
t.ExpectEq(got, true)

// %%
got := IsValidIsbn10("080442957x")
t.ExpectEq(got, true)

// %%
got := IsValidIsbn10("X804429570")
t.ExpectEq(got, false)

// %%
got := IsValidIsbn10("0804429571")
t.ExpectEq(got, false)
