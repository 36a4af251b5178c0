// %%
got, err := GradeLetter(89)
t.ExpectNoErr(err)
t.ExpectEq(got, "B+")

// %%
got, err := GradeLetter(80)
t.ExpectNoErr(err)
t.ExpectEq(got, "B-")

// %%
got, err := GradeLetter(85)
t.ExpectNoErr(err)
t.ExpectEq(got, "B")

// %%
got, err := GradeLetter(78)
t.ExpectNoErr(err)
t.ExpectEq(got, "C+")

// %%
got, err := GradeLetter(71)
t.ExpectNoErr(err)
t.ExpectEq(got, "C-")

// %%
got, err := GradeLetter(61)
t.ExpectNoErr(err)
t.ExpectEq(got, "D-")

// %%
got, err := GradeLetter(69)
t.ExpectNoErr(err)
t.ExpectEq(got, "D+")

// %%
got, err := GradeLetter(99)
t.ExpectNoErr(err)
t.ExpectEq(got, "A")

// %%
got, err := GradeLetter(59)
t.ExpectNoErr(err)
t.ExpectEq(got, "F")
