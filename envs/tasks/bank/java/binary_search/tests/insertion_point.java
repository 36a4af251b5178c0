// %%
assertEquals(-3, Search.binarySearch(java.util.List.of(1, 3, 5, 7, 9), 4));

// %%
assertEquals(-1, Search.binarySearch(java.util.List.of(1, 3, 5, 7, 9), 0));

// %%
assertEquals(-6, Search.binarySearch(java.util.List.of(1, 3, 5, 7, 9), 10));

// %%
assertEquals(-1, Search.binarySearch(java.util.List.of(), 4));

// %%
assertEquals(3, Search.binarySearch(java.util.List.of(1, 3, 5, 7, 9), 7));
