// %%
_, err := BinarySearch([]int{3, 1, 2}, 1)
t.ExpectErr(err, "items must be sorted")

// %%
_, err := BinarySearch([]int{1, 2, 4, 3}, 9)
t.ExpectErr(err, "items must be sorted")

// %%
got, err := BinarySearch([]int{1, 1, 2}, 2)
t.ExpectNoErr(err)
t.ExpectEq(got, 2)
