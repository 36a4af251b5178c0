// %%
got, err := BinarySearch([]int{1, 3, 5, 7, 9}, 14)
t.ExpectNoErr(err)
t.ExpectEq(got, -1)

// %%
got, err := BinarySearch([]int{1, 3, 5, 7, 9}, 8)
t.ExpectNoErr(err)
t.ExpectEq(got, -1)

// %%
got, err := BinarySearch([]int{1, 3, 5, 7, 9}, 0)
t.ExpectNoErr(err)
t.ExpectEq(got, -1)

// %%
got, err := BinarySearch([]int{1, 3, 5, 7, 90}, 7)
t.ExpectNoErr(err)
t.ExpectEq(got, 3)

// %%
got, err := BinarySearch([]int{0, 3, 5, 7, 9}, 7)
t.ExpectNoErr(err)
t.ExpectEq(got, 3)

// %%
got, err := BinarySearch([]int{1, 3, 4, 7, 9}, 1)
t.ExpectNoErr(err)
t.ExpectEq(got, 0)

// %%
got, err := BinarySearch([]int{1, 3, 5, 8, 9}, 1)
t.ExpectNoErr(err)
t.ExpectEq(got, 0)

// %%
got, err := BinarySearch([]int{1, 3, 5, 7, 9}, 100001)
t.ExpectNoErr(err)
t.ExpectEq(got, -1)

// %%
got, err := BinarySearch([]int{1, 3, 5, 7, 8}, 1)
t.ExpectNoErr(err)
t.ExpectEq(got, 0)

// %%
got, err := BinarySearch([]int{1, 3, 5, 6, 9}, 1)
t.ExpectNoErr(err)
t.ExpectEq(got, 0)

// %%
got, err := BinarySearch([]int{2, 3, 5, 7, 9}, 4)
t.ExpectNoErr(err)
t.ExpectEq(got, -1)

// %%
got, err := BinarySearch([]int{1, 3, 5, 7, 10}, 4)
t.ExpectNoErr(err)
t.ExpectEq(got, -1)

// %%
got, err := BinarySearch([]int{1, 3, 5, 7, 9}, 40)
t.ExpectNoErr(err)
t.ExpectEq(got, -1)

// %%
got, err := BinarySearch([]int{1, 4, 5, 7, 9}, 4)
t.ExpectNoErr(err)
t.ExpectEq(got, 1)

// %%
got, err := BinarySearch([]int{1, 3, 5, 6, 9}, 4)
t.ExpectNoErr(err)
t.ExpectEq(got, -1)

// %%
got, err := BinarySearch([]int{}, 0)
t.ExpectNoErr(err)
t.ExpectEq(got, -1)

// %%
got, err := BinarySearch([]int{}, 2)
t.ExpectNoErr(err)
t.ExpectEq(got, -1)

// %%
got, err := BinarySearch([]int{}, 5)
t.ExpectNoErr(err)
t.ExpectEq(got, -1)

// %%
got, err := BinarySearch([]int{2}, 20)
t.ExpectNoErr(err)
t.ExpectEq(got, -1)

// %%
got, err := BinarySearch([]int{100002}, 2)
t.ExpectNoErr(err)
t.ExpectEq(got, -1)

// %%
got, err := BinarySearch([]int{0}, 2)
t.ExpectNoErr(err)
t.ExpectEq(got, -1)

// %%
got, err := BinarySearch([]int{2}, 4)
t.ExpectNoErr(err)
t.ExpectEq(got, -1)

// %%
got, err := BinarySearch([]int{2}, 3)
t.ExpectNoErr(err)
t.ExpectEq(got, -1)

// %%
got, err := BinarySearch([]int{1}, 2)
t.ExpectNoErr(err)
t.ExpectEq(got, -1)
