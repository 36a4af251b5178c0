// %%
got, err := GradeLetter(88)
t.ExpectNoErr(err)
t.ExpectEq(got, "B+")

// %%
got, err := GradeLetter(96)
t.ExpectNoErr(err)
t.ExpectEq(got, "A")

// %%
got, err := GradeLetter(0)
t.ExpectNoErr(err)
t.ExpectEq(got, "F")

// %%
got, err := GradeLetter(44)
t.ExpectNoErr(err)
t.ExpectEq(got, "F")

// %%
got, err := GradeLetter(90)
t.ExpectNoErr(err)
t.ExpectEq(got, "A")

// %%
got, err := GradeLetter(1)
t.ExpectNoErr(err)
t.ExpectEq(got, "F")

// %%
got, err := GradeLetter(40)
t.ExpectNoErr(err)
t.ExpectEq(got, "F")

// %%
got, err := GradeLetter(79)
t.ExpectNoErr(err)
t.ExpectEq(got, "C+")

// %%
got, err := GradeLetter(81)
t.ExpectNoErr(err)
t.ExpectEq(got, "B-")

// %%
got, err := GradeLetter(42)
t.ExpectNoErr(err)
t.ExpectEq(got, "F")

// %%
got, err := GradeLetter(84)
t.ExpectNoErr(err)
t.ExpectEq(got, "B")

// %%
got, err := GradeLetter(86)
t.ExpectNoErr(err)
t.ExpectEq(got, "B")

// %%
got, err := GradeLetter(92)
t.ExpectNoErr(err)
t.ExpectEq(got, "A")

// %%
got, err := GradeLetter(39)
t.ExpectNoErr(err)
t.ExpectEq(got, "F")

// %%
got, err := GradeLetter(77)
t.ExpectNoErr(err)
t.ExpectEq(got, "C")

// %%
got, err := GradeLetter(70)
t.ExpectNoErr(err)
t.ExpectEq(got, "C-")

// %%
got, err := GradeLetter(72)
t.ExpectNoErr(err)
t.ExpectEq(got, "C")

// %%
got, err := GradeLetter(60)
t.ExpectNoErr(err)
t.ExpectEq(got, "D-")

// %%
got, err := GradeLetter(30)
t.ExpectNoErr(err)
t.ExpectEq(got, "F")

// %%
got, err := GradeLetter(62)
t.ExpectNoErr(err)
t.ExpectEq(got, "D")

// %%
got, err := GradeLetter(34)
t.ExpectNoErr(err)
t.ExpectEq(got, "F")

// %%
got, err := GradeLetter(98)
t.ExpectNoErr(err)
t.ExpectEq(got, "A")

// %%
got, err := GradeLetter(58)
t.ExpectNoErr(err)
t.ExpectEq(got, "F")

// %%
got, err := GradeLetter(66)
t.ExpectNoErr(err)
t.ExpectEq(got, "D")
