// %%
assertEquals(3, Search.binarySearch(java.util.List.of(1, 3, 6, 7, 9), 7));

// %%
assertEquals(3, Search.binarySearch(java.util.List.of(0, 3, 5, 7, 9), 7));

// %%
assertEquals(3, Search.binarySearch(java.util.List.of(2, 3, 5, 7, 9), 7));

// %%
assertEquals(3, Search.binarySearch(java.util.List.of(1, 4, 5, 7, 9), 7));

// %%
assertEquals(0, Search.binarySearch(java.util.List.of(1, 3, 5, 6, 9), 1));

// %%
assertEquals(0, Search.binarySearch(java.util.List.of(1, 4, 5, 7, 9), 1));

// %%
assertEquals(0, Search.binarySearch(java.util.List.of(1, 3, 5, 7, 16), 1));

// %%
assertEquals(0, Search.binarySearch(java.util.List.of(1, 3, 5, 8, 9), 1));

// %%
assertEquals(-1, Search.binarySearch(java.util.List.of(1, 3, 5, 7, 90), 4));

// %%
assertEquals(-1, Search.binarySearch(java.util.List.of(1, 3, 5, 7, 16), 4));

// %%
assertEquals(-1, Search.binarySearch(java.util.List.of(1, 3, 5, 7, 9), 2));

// %%
assertEquals(-1, Search.binarySearch(java.util.List.of(1, 3, 5, 7, 100009), 4));

// %%
assertEquals(-1, Search.binarySearch(java.util.List.of(1, 3, 5, 7, 18), 4));

// %%
assertEquals(-1, Search.binarySearch(java.util.List.of(), 3));

// %%
assertEquals(-1, Search.binarySearch(java.util.List.of(), 5));

// %%
assertEquals(-1, Search.binarySearch(java.util.List.of(), 40));

// %%
assertEquals(-1, Search.binarySearch(java.util.List.of(), 100004));

// %%
assertEquals(-1, Search.binarySearch(java.util.List.of(), 8));

// %%
assertEquals(-1, Search.binarySearch(java.util.List.of(4), 2));

// %%
assertEquals(-1, Search.binarySearch(java.util.List.of(2), 3));

// %%
assertEquals(-1, Search.binarySearch(java.util.List.of(3), 2));

// %%
assertEquals(-1, Search.binarySearch(java.util.List.of(2), 9));

// %%
assertEquals(-1, Search.binarySearch(java.util.List.of(9), 2));

// %%
assertEquals(-1, Search.binarySearch(java.util.List.of(2), 1));
