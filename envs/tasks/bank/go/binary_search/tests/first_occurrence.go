// %%
got, err := BinarySearch([]int{1, 2, 2, 2, 3}, 2)
if err != nil || got != 1 {
	t.Fatalf("BinarySearch: got %v (err %v), want %v", got, err, 1)
}

// %%
got, err := BinarySearch([]int{5, 5, 5, 5, 5, 5, 5}, 5)
if err != nil || got != 0 {
	t.Fatalf("BinarySearch: got %v (err %v), want %v", got, err, 0)
}

// %%
got, err := BinarySearch([]int{1, 1, 2, 3, 3, 3, 3, 3, 4}, 3)
if err != nil || got != 3 {
	t.Fatalf("BinarySearch: got %v (err %v), want %v", got, err, 3)
}
