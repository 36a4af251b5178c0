// %%
assertEquals(1, Search.binarySearch(java.util.List.of(1, 2, 2, 3, 3), 2));

// %%
assertEquals(1, Search.binarySearch(java.util.List.of(1, 2, 2, 2, 10), 2));

// %%
assertEquals(1, Search.binarySearch(java.util.List.of(1, 5, 5, 5, 5, 5, 5), 5));

// %%
assertEquals(0, Search.binarySearch(java.util.List.of(5, 5, 5, 5, 5, 5, 12), 5));

// %%
assertEquals(0, Search.binarySearch(java.util.List.of(5, 5, 5, 5, 5, 5, 50), 5));

// %%
assertEquals(3, Search.binarySearch(java.util.List.of(1, 1, 2, 3, 3, 3, 3, 3, 100004), 3));
