// %%
got, err := BinarySearch([]int{1, 3, 5, 7, 9}, 4)
t.ExpectNoErr(err)
t.ExpectEq(got, -3)

// %%
got, err := BinarySearch([]int{1, 3, 5, 7, 9}, 0)
t.ExpectNoErr(err)
t.ExpectEq(got, -1)

// %%
got, err := BinarySearch([]int{1, 3, 5, 7, 9}, 10)
t.ExpectNoErr(err)
t.ExpectEq(got, -6)

// %%
got, err := BinarySearch([]int{}, 4)
t.ExpectNoErr(err)
t.ExpectEq(got, -1)

// %%
got, err := BinarySearch([]int{1, 3, 5, 7, 9}, 7)
t.ExpectNoErr(err)
t.ExpectEq(got, 3)
