// %%
got, err := BinarySearch([]int{1, 3, 5, 7, 9}, 7)
t.ExpectNoErr(err)
t.ExpectEq(got, 3)

// %%
got, err := BinarySearch([]int{1, 3, 5, 7, 9}, 1)
t.ExpectNoErr(err)
t.ExpectEq(got, 0)

// %%
got, err := BinarySearch([]int{1, 3, 5, 7, 9}, 4)
t.ExpectNoErr(err)
t.ExpectEq(got, -1)

// %%
got, err := BinarySearch([]int{}, 4)
t.ExpectNoErr(err)
t.ExpectEq(got, -1)

// %%
got, err := BinarySearch([]int{2}, 2)
t.ExpectNoErr(err)
t.ExpectEq(got, 0)
