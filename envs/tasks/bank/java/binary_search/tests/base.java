// %%
assertEquals(3, Search.binarySearch(java.util.List.of(1, 3, 5, 7, 9), 7));

// %%
assertEquals(0, Search.binarySearch(java.util.List.of(1, 3, 5, 7, 9), 1));

// %%
assertEquals(-1, Search.binarySearch(java.util.List.of(1, 3, 5, 7, 9), 4));

// %%
assertEquals(-1, Search.binarySearch(java.util.List.of(), 4));

// %%
assertEquals(0, Search.binarySearch(java.util.List.of(2), 2));
