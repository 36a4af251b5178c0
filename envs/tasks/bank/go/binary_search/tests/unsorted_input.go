// %%
_, err := BinarySearch([]int{3, 1, 2}, 1)
if err == nil || err.Error() != "items must be sorted" {
	t.Fatalf("want error %q, got %v", "items must be sorted", err)
}

// %%
_, err := BinarySearch([]int{1, 2, 4, 3}, 9)
if err == nil || err.Error() != "items must be sorted" {
	t.Fatalf("want error %q, got %v", "items must be sorted", err)
}

// %%
got, err := BinarySearch([]int{1, 1, 2}, 2)
if err != nil || got != 2 {
	t.Fatalf("BinarySearch: got %v (err %v), want %v", got, err, 2)
}
