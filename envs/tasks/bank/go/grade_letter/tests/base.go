// %%
got, err := GradeLetter(95)
t.ExpectNoErr(err)
t.ExpectEq(got, "A")

// %%
got, err := GradeLetter(90)
t.ExpectNoErr(err)
t.ExpectEq(got, "A")

// %%
got, err := GradeLetter(89)
t.ExpectNoErr(err)
t.ExpectEq(got, "B")

// %%
got, err := GradeLetter(75)
t.ExpectNoErr(err)
t.ExpectEq(got, "C")

// %%
got, err := GradeLetter(60)
t.ExpectNoErr(err)
t.ExpectEq(got, "D")

// %%
got, err := GradeLetter(59)
t.ExpectNoErr(err)
t.ExpectEq(got, "F")

// %%
got, err := GradeLetter(0)
t.ExpectNoErr(err)
t.ExpectEq(got, "F")
