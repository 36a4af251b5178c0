// %%
got, err := GradeAverage([]int{90, 100, 94})
t.ExpectNoErr(err)
t.ExpectEq(got, "A")

// %%
got, err := GradeAverage([]int{0, 100, 95})
t.ExpectNoErr(err)
t.ExpectEq(got, "D")

// %%
got, err := GradeAverage([]int{90, 99, 95})
t.ExpectNoErr(err)
t.ExpectEq(got, "A")

// %%
got, err := GradeAverage([]int{90, 100, 96})
t.ExpectNoErr(err)
t.ExpectEq(got, "A")

// %%
got, err := GradeAverage([]int{97, 100, 95})
t.ExpectNoErr(err)
t.ExpectEq(got, "A")

// %%
got, err := GradeAverage([]int{90, 100, 0})
t.ExpectNoErr(err)
t.ExpectEq(got, "D")

// %%
got, err := GradeAverage([]int{51, 50, 51})
t.ExpectNoErr(err)
t.ExpectEq(got, "F")

// %%
got, err := GradeAverage([]int{50, 51, 51})
t.ExpectNoErr(err)
t.ExpectEq(got, "F")

// %%
got, err := GradeAverage([]int{50, 50, 58})
t.ExpectNoErr(err)
t.ExpectEq(got, "F")

// %%
got, err := GradeAverage([]int{50, 1, 51})
t.ExpectNoErr(err)
t.ExpectEq(got, "F")

// %%
got, err := GradeAverage([]int{50, 49, 51})
t.ExpectNoErr(err)
t.ExpectEq(got, "F")

// %%
got, err := GradeAverage([]int{50, 0, 51})
t.ExpectNoErr(err)
t.ExpectEq(got, "F")

// %%
got, err := GradeAverage([]int{57, 50, 51})
t.ExpectNoErr(err)
t.ExpectEq(got, "F")

// %%
got, err := GradeAverage([]int{50, 50, 0})
t.ExpectNoErr(err)
t.ExpectEq(got, "F")

// %%
got, err := GradeAverage([]int{50, 50, 102})
t.ExpectNoErr(err)
t.ExpectEq(got, "D")

// %%
got, err := GradeAverage([]int{50, 57, 51})
t.ExpectNoErr(err)
t.ExpectEq(got, "F")

// %%
got, err := GradeAverage([]int{55, 63})
t.ExpectNoErr(err)
t.ExpectEq(got, "F")

// %%
got, err := GradeAverage([]int{54, 56})
t.ExpectNoErr(err)
t.ExpectEq(got, "F")

// %%
got, err := GradeAverage([]int{55, 112})
t.ExpectNoErr(err)
t.ExpectEq(got, "B")

// %%
got, err := GradeAverage([]int{55, 28})
t.ExpectNoErr(err)
t.ExpectEq(got, "F")

// %%
got, err := GradeAverage([]int{0, 56})
t.ExpectNoErr(err)
t.ExpectEq(got, "F")

// %%
got, err := GradeAverage([]int{27, 56})
t.ExpectNoErr(err)
t.ExpectEq(got, "F")

// %%
got, err := GradeAverage([]int{1, 56})
t.ExpectNoErr(err)
t.ExpectEq(got, "F")

// %%
got, err := GradeAverage([]int{55, 57})
t.ExpectNoErr(err)
t.ExpectEq(got, "F")
