// %%
_, err := GradeLetter(101)
t.ExpectErr(err, "score must be between 0 and 100")

// %%
_, err := GradeLetter(-1)
t.ExpectErr(err, "score must be between 0 and 100")

// %%
got, err := GradeLetter(100)
t.ExpectNoErr(err)
t.ExpectEq(got, "A")
