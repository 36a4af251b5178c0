// %%
got, err := BinarySearch([]int{1, 2, 2, 2, 4}, 2)
t.ExpectNoErr(err)
t.ExpectEq(got, 1)

// %%
got, err := BinarySearch([]int{1, 2, 2, 2, 6}, 2)
t.ExpectNoErr(err)
t.ExpectEq(got, 1)

// %%
got, err := BinarySearch([]int{2, 2, 2, 2, 3}, 2)
t.ExpectNoErr(err)
t.ExpectEq(got, 0)

// %%
got, err := BinarySearch([]int{0, 2, 2, 2, 3}, 2)
t.ExpectNoErr(err)
t.ExpectEq(got, 1)

// %%
got, err := BinarySearch([]int{1, 2, 2, 2, 10}, 2)
t.ExpectNoErr(err)
t.ExpectEq(got, 1)

// %%
got, err := BinarySearch([]int{1, 2, 2, 2, 3}, 1)
t.ExpectNoErr(err)
t.ExpectEq(got, 0)

// %%
got, err := BinarySearch([]int{5, 5, 5, 5, 5, 5, 5}, 2)
t.ExpectNoErr(err)
t.ExpectEq(got, -1)

// %%
got, err := BinarySearch([]int{0, 5, 5, 5, 5, 5, 5}, 5)
t.ExpectNoErr(err)
t.ExpectEq(got, 1)

// %%
got, err := BinarySearch([]int{5, 5, 5, 5, 5, 5, 5}, 4)
t.ExpectNoErr(err)
t.ExpectEq(got, -1)

// %%
got, err := BinarySearch([]int{5, 5, 5, 5, 5, 5, 50}, 5)
t.ExpectNoErr(err)
t.ExpectEq(got, 0)

// %%
got, err := BinarySearch([]int{1, 1, 1, 3, 3, 3, 3, 3, 4}, 3)
t.ExpectNoErr(err)
t.ExpectEq(got, 3)
