// %%
got, err := GradeAverage([]int{90, 100, 95})
t.ExpectNoErr(err)
t.ExpectEq(got, "A")

// %%
got, err := GradeAverage([]int{50, 50, 51})
t.ExpectNoErr(err)
t.ExpectEq(got, "F")

// %%
got, err := GradeAverage([]int{55, 56})
t.ExpectNoErr(err)
t.ExpectEq(got, "F")

// %%
_, err := GradeAverage([]int{})
t.ExpectErr(err, "no scores")
