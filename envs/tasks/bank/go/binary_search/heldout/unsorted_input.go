// %%
_, err := BinarySearch([]int{3, 1, 2}, 10)
t.ExpectErr(err, "items must be sorted")

// %%
_, err := BinarySearch([]int{3, 1, 1}, 1)
t.ExpectErr(err, "items must be sorted")

// %%
_, err := BinarySearch([]int{3, 1, 2}, 8)
t.ExpectErr(err, "items must be sorted")

// %%
_, err := BinarySearch([]int{3, 1, 100002}, 1)
t.ExpectErr(err, "items must be sorted")

// %%
_, err := BinarySearch([]int{3, 10, 2}, 1)
t.ExpectErr(err, "items must be sorted")

// %%
_, err := BinarySearch([]int{3, 2, 2}, 1)
t.ExpectErr(err, "items must be sorted")

// %%
_, err := BinarySearch([]int{3, 1, 9}, 1)
t.ExpectErr(err, "items must be sorted")

// %%
_, err := BinarySearch([]int{3, 1, 20}, 1)
t.ExpectErr(err, "items must be sorted")

// %%
_, err := BinarySearch([]int{3, 0, 2}, 1)
t.ExpectErr(err, "items must be sorted")

// %%
_, err := BinarySearch([]int{3, 1, 3}, 1)
t.ExpectErr(err, "items must be sorted")

// %%
_, err := BinarySearch([]int{2, 1, 2}, 1)
t.ExpectErr(err, "items must be sorted")

// %%
_, err := BinarySearch([]int{1, 2, 0, 3}, 9)
t.ExpectErr(err, "items must be sorted")

// %%
_, err := BinarySearch([]int{1, 2, 4, 3}, 16)
t.ExpectErr(err, "items must be sorted")

// %%
_, err := BinarySearch([]int{1, 2, 4, 3}, 4)
t.ExpectErr(err, "items must be sorted")

// %%
_, err := BinarySearch([]int{10, 2, 4, 3}, 9)
t.ExpectErr(err, "items must be sorted")

// %%
_, err := BinarySearch([]int{1, 2, 1, 3}, 9)
t.ExpectErr(err, "items must be sorted")

// %%
_, err := BinarySearch([]int{1, 2, 4, 3}, 1)
t.ExpectErr(err, "items must be sorted")

// %%
_, err := BinarySearch([]int{1, 2, 4, 2}, 9)
t.ExpectErr(err, "items must be sorted")

// %%
_, err := BinarySearch([]int{1, 2, 4, 0}, 9)
t.ExpectErr(err, "items must be sorted")

// %%
_, err := BinarySearch([]int{1, 2, 4, 1}, 9)
t.ExpectErr(err, "items must be sorted")

// %%
_, err := BinarySearch([]int{1, 2, 100004, 3}, 9)
t.ExpectErr(err, "items must be sorted")

// %%
got, err := BinarySearch([]int{0, 1, 2}, 2)
t.ExpectNoErr(err)
t.ExpectEq(got, 2)

// %%
got, err := BinarySearch([]int{1, 1, 2}, 0)
t.ExpectNoErr(err)
t.ExpectEq(got, -1)

// %%
got, err := BinarySearch([]int{1, 2, 2}, 2)
t.ExpectNoErr(err)
t.ExpectEq(got, 1)
