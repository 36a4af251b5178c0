// %%
got, err := GradeLetter(47)
t.ExpectNoErr(err)
t.ExpectEq(got, "F")

// %%
got, err := GradeLetter(1)
t.ExpectNoErr(err)
t.ExpectEq(got, "F")

// %%
got, err := GradeLetter(94)
t.ExpectNoErr(err)
t.ExpectEq(got, "A")

// %%
got, err := GradeLetter(96)
t.ExpectNoErr(err)
t.ExpectEq(got, "A")

// %%
got, err := GradeLetter(91)
t.ExpectNoErr(err)
t.ExpectEq(got, "A")

// %%
got, err := GradeLetter(45)
t.ExpectNoErr(err)
t.ExpectEq(got, "F")

// %%
got, err := GradeLetter(97)
t.ExpectNoErr(err)
t.ExpectEq(got, "A")

// %%
got, err := GradeLetter(44)
t.ExpectNoErr(err)
t.ExpectEq(got, "F")

// %%
got, err := GradeLetter(88)
t.ExpectNoErr(err)
t.ExpectEq(got, "B")

// %%
got, err := GradeLetter(76)
t.ExpectNoErr(err)
t.ExpectEq(got, "C")

// %%
got, err := GradeLetter(82)
t.ExpectNoErr(err)
t.ExpectEq(got, "B")

// %%
got, err := GradeLetter(74)
t.ExpectNoErr(err)
t.ExpectEq(got, "C")

// %%
got, err := GradeLetter(37)
t.ExpectNoErr(err)
t.ExpectEq(got, "F")

// %%
got, err := GradeLetter(30)
t.ExpectNoErr(err)
t.ExpectEq(got, "F")

// %%
got, err := GradeLetter(67)
t.ExpectNoErr(err)
t.ExpectEq(got, "D")

// %%
got, err := GradeLetter(61)
t.ExpectNoErr(err)
t.ExpectEq(got, "D")

// %%
got, err := GradeLetter(58)
t.ExpectNoErr(err)
t.ExpectEq(got, "F")

// %%
got, err := GradeLetter(29)
t.ExpectNoErr(err)
t.ExpectEq(got, "F")

// %%
got, err := GradeLetter(66)
t.ExpectNoErr(err)
t.ExpectEq(got, "D")

// %%
got, err := GradeLetter(7)
t.ExpectNoErr(err)
t.ExpectEq(got, "F")
