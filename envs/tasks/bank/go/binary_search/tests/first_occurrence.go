// %%
got, err := BinarySearch([]int{1, 2, 2, 2, 3}, 2)
t.ExpectNoErr(err)
t.ExpectEq(got, 1)

// %%
got, err := BinarySearch([]int{5, 5, 5, 5, 5, 5, 5}, 5)
t.ExpectNoErr(err)
t.ExpectEq(got, 0)

// %%
got, err := BinarySearch([]int{1, 1, 2, 3, 3, 3, 3, 3, 4}, 3)
t.ExpectNoErr(err)
t.ExpectEq(got, 3)
