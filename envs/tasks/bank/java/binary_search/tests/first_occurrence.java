// %%
assertEquals(1, Search.binarySearch(java.util.List.of(1, 2, 2, 2, 3), 2));

// %%
assertEquals(0, Search.binarySearch(java.util.List.of(5, 5, 5, 5, 5, 5, 5), 5));

// %%
assertEquals(3, Search.binarySearch(java.util.List.of(1, 1, 2, 3, 3, 3, 3, 3, 4), 3));
