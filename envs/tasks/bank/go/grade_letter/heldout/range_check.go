// %%
_, err := GradeLetter(102)
t.ExpectErr(err, "score must be between 0 and 100")

// %%
_, err := GradeLetter(1010)
t.ExpectErr(err, "score must be between 0 and 100")

// %%
_, err := GradeLetter(100101)
t.ExpectErr(err, "score must be between 0 and 100")

// %%
_, err := GradeLetter(202)
t.ExpectErr(err, "score must be between 0 and 100")

// %%
_, err := GradeLetter(108)
t.ExpectErr(err, "score must be between 0 and 100")

// %%
_, err := GradeLetter(-2)
t.ExpectErr(err, "score must be between 0 and 100")

// %%
_, err := GradeLetter(99999)
t.ExpectErr(err, "score must be between 0 and 100")

// %%
_, err := GradeLetter(-10)
t.ExpectErr(err, "score must be between 0 and 100")

// %%
got, err := GradeLetter(50)
t.ExpectNoErr(err)
t.ExpectEq(got, "F")

// %%
got, err := GradeLetter(0)
t.ExpectNoErr(err)
t.ExpectEq(got, "F")

// %%
got, err := GradeLetter(1)
t.ExpectNoErr(err)
t.ExpectEq(got, "F")

// %%
got, err := GradeLetter(99)
t.ExpectNoErr(err)
t.ExpectEq(got, "A")
