// %%
got, err := BinarySearch([]int{1, 3, 5, 7, 9}, 2)
t.ExpectNoErr(err)
t.ExpectEq(got, -2)

// %%
got, err := BinarySearch([]int{1, 3, 5, 8, 9}, 4)
t.ExpectNoErr(err)
t.ExpectEq(got, -3)

// %%
got, err := BinarySearch([]int{1, 1, 5, 7, 9}, 4)
t.ExpectNoErr(err)
t.ExpectEq(got, -3)

// %%
got, err := BinarySearch([]int{1, 3, 5, 7, 18}, 4)
t.ExpectNoErr(err)
t.ExpectEq(got, -3)

// %%
got, err := BinarySearch([]int{1, 3, 5, 6, 9}, 4)
t.ExpectNoErr(err)
t.ExpectEq(got, -3)

// %%
got, err := BinarySearch([]int{1, 3, 5, 7, 9}, 1)
t.ExpectNoErr(err)
t.ExpectEq(got, 0)

// %%
got, err := BinarySearch([]int{1, 2, 5, 7, 9}, 0)
t.ExpectNoErr(err)
t.ExpectEq(got, -1)

// %%
got, err := BinarySearch([]int{1, 3, 5, 7, 100009}, 10)
t.ExpectNoErr(err)
t.ExpectEq(got, -5)

// %%
got, err := BinarySearch([]int{1, 3, 5, 7, 10}, 10)
t.ExpectNoErr(err)
t.ExpectEq(got, 4)

// %%
got, err := BinarySearch([]int{0, 3, 5, 7, 9}, 10)
t.ExpectNoErr(err)
t.ExpectEq(got, -6)

// %%
got, err := BinarySearch([]int{1, 3, 5, 7, 90}, 10)
t.ExpectNoErr(err)
t.ExpectEq(got, -5)

// %%
got, err := BinarySearch([]int{1, 3, 4, 7, 9}, 10)
t.ExpectNoErr(err)
t.ExpectEq(got, -6)

// %%
got, err := BinarySearch([]int{1, 1, 5, 7, 9}, 10)
t.ExpectNoErr(err)
t.ExpectEq(got, -6)

// %%
got, err := BinarySearch([]int{}, 5)
t.ExpectNoErr(err)
t.ExpectEq(got, -1)

// %%
got, err := BinarySearch([]int{}, 40)
t.ExpectNoErr(err)
t.ExpectEq(got, -1)

// %%
got, err := BinarySearch([]int{}, 3)
t.ExpectNoErr(err)
t.ExpectEq(got, -1)

// %%
got, err := BinarySearch([]int{}, 1)
t.ExpectNoErr(err)
t.ExpectEq(got, -1)

// %%
got, err := BinarySearch([]int{}, 0)
t.ExpectNoErr(err)
t.ExpectEq(got, -1)

// %%
got, err := BinarySearch([]int{}, 11)
t.ExpectNoErr(err)
t.ExpectEq(got, -1)

// %%
got, err := BinarySearch([]int{}, 8)
t.ExpectNoErr(err)
t.ExpectEq(got, -1)

// %%
got, err := BinarySearch([]int{}, 2)
t.ExpectNoErr(err)
t.ExpectEq(got, -1)

// %%
got, err := BinarySearch([]int{1, 3, 6, 7, 9}, 7)
t.ExpectNoErr(err)
t.ExpectEq(got, 3)

// %%
got, err := BinarySearch([]int{1, 3, 5, 7, 18}, 7)
t.ExpectNoErr(err)
t.ExpectEq(got, 3)

// %%
got, err := BinarySearch([]int{1, 3, 5, 6, 9}, 7)
t.ExpectNoErr(err)
t.ExpectEq(got, -5)
