// %%
got, err := BinarySearch([]int{1, 3, 5, 7, 9}, 7)
if err != nil || got != 3 {
	t.Fatalf("BinarySearch: got %v (err %v), want %v", got, err, 3)
}

// %%
got, err := BinarySearch([]int{1, 3, 5, 7, 9}, 1)
if err != nil || got != 0 {
	t.Fatalf("BinarySearch: got %v (err %v), want %v", got, err, 0)
}

// %%
got, err := BinarySearch([]int{1, 3, 5, 7, 9}, 4)
if err != nil || got != -1 {
	t.Fatalf("BinarySearch: got %v (err %v), want %v", got, err, -1)
}

// %%
got, err := BinarySearch([]int{}, 4)
if err != nil || got != -1 {
	t.Fatalf("BinarySearch: got %v (err %v), want %v", got, err, -1)
}

// %%
got, err := BinarySearch([]int{2}, 2)
if err != nil || got != 0 {
	t.Fatalf("BinarySearch: got %v (err %v), want %v", got, err, 0)
}
