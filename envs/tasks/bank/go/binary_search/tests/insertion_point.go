// %%
got, err := BinarySearch([]int{1, 3, 5, 7, 9}, 4)
if err != nil || got != -3 {
	t.Fatalf("BinarySearch: got %v (err %v), want %v", got, err, -3)
}

// %%
got, err := BinarySearch([]int{1, 3, 5, 7, 9}, 0)
if err != nil || got != -1 {
	t.Fatalf("BinarySearch: got %v (err %v), want %v", got, err, -1)
}

// %%
got, err := BinarySearch([]int{1, 3, 5, 7, 9}, 10)
if err != nil || got != -6 {
	t.Fatalf("BinarySearch: got %v (err %v), want %v", got, err, -6)
}

// %%
got, err := BinarySearch([]int{}, 4)
if err != nil || got != -1 {
	t.Fatalf("BinarySearch: got %v (err %v), want %v", got, err, -1)
}

// %%
got, err := BinarySearch([]int{1, 3, 5, 7, 9}, 7)
if err != nil || got != 3 {
	t.Fatalf("BinarySearch: got %v (err %v), want %v", got, err, 3)
}
