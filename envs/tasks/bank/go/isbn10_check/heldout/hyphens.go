// %%
got := IsValidIsbn10("0-306-40615-2 ")
t.ExpectEq(got, false)

// %%
got := IsValidIsbn10("0-306-40615-")
t.ExpectEq(got, false)

// %%
got := IsValidIsbn10("")
t.ExpectEq(got, false)

// %%
got := IsValidIsbn10("0-306-40615-20-306-40615-2")
t.ExpectEq(got, false)

// %%
got := IsValidIsbn10("00-306-40615-2")
t.ExpectEq(got, false)

// %%
got := IsValidIsbn10("0-306-40615-20")
t.ExpectEq(got, false)

// %%
got := IsValidIsbn10("0-306-40615-2a")
t.ExpectEq(got, false)

// %%
got := IsValidIsbn10(" 0-306-40615-2")
t.ExpectEq(got, false)

// %%
got := IsValidIsbn10("-306-40615-3")
t.ExpectEq(got, false)

// %%
got := IsValidIsbn10(" 0-306-40615-3")
t.ExpectEq(got, false)

// %%
got := IsValidIsbn10("0-306-40615-30-306-40615-3")
t.ExpectEq(got, false)

// %%
got := IsValidIsbn10("3-51604-603-0")
t.ExpectEq(got, false)

// %%
got := IsValidIsbn10("00-306-40615-3")
t.ExpectEq(got, false)

// %%
got := IsValidIsbn10("0-306-40615-3a")
t.ExpectEq(got, false)

// %%
got := IsValidIsbn10("0-306-40615-30")
t.ExpectEq(got, false)

// %%
got := IsValidIsbn10("0-306-40615-3 ")
t.ExpectEq(got, false)

// %%
got := IsValidIsbn10("2516046030--")
t.ExpectEq(got, true)

// %%
got := IsValidIsbn10("--0306406152--0306406152")
t.ExpectEq(got, false)

// %%
got := IsValidIsbn10("-0306406152")
t.ExpectEq(got, true)

// %%
got := IsValidIsbn10("-")
t.ExpectEq(got, false)

// %%
got := IsValidIsbn10("--0306406152a")
t.ExpectEq(got, false)

// %%
got := IsValidIsbn10("--0306")
t.ExpectEq(got, false)

// %%
got := IsValidIsbn10("---0306406152")
t.ExpectEq(got, true)

// %%
got := IsValidIsbn10(" --0306406152")
t.ExpectEq(got, false)
