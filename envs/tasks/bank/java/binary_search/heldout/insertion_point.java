// %%
assertEquals(0, Search.binarySearch(java.util.List.of(1, 3, 5, 7, 9), 1));

// %%
assertEquals(-3, Search.binarySearch(java.util.List.of(2, 3, 5, 7, 9), 4));

// %%
assertEquals(-3, Search.binarySearch(java.util.List.of(1, 3, 5, 7, 90), 4));

// %%
assertEquals(-3, Search.binarySearch(java.util.List.of(0, 3, 5, 7, 9), 4));

// %%
assertEquals(0, Search.binarySearch(java.util.List.of(0, 3, 5, 7, 9), 0));

// %%
assertEquals(-1, Search.binarySearch(java.util.List.of(2, 3, 5, 7, 9), 0));

// %%
assertEquals(-1, Search.binarySearch(java.util.List.of(1, 1, 5, 7, 9), 0));

// %%
assertEquals(2, Search.binarySearch(java.util.List.of(1, 3, 5, 7, 9), 5));

// %%
assertEquals(-6, Search.binarySearch(java.util.List.of(0, 3, 5, 7, 9), 10));

// %%
assertEquals(-6, Search.binarySearch(java.util.List.of(1, 4, 5, 7, 9), 10));

// %%
assertEquals(-5, Search.binarySearch(java.util.List.of(1, 3, 5, 7, 16), 10));

// %%
assertEquals(-6, Search.binarySearch(java.util.List.of(1, 3, 5, 7, 9), 100010));

// %%
assertEquals(-5, Search.binarySearch(java.util.List.of(1, 3, 5, 7, 100009), 10));

// %%
assertEquals(-1, Search.binarySearch(java.util.List.of(), 8));

// %%
assertEquals(-1, Search.binarySearch(java.util.List.of(), 100004));

// %%
assertEquals(-1, Search.binarySearch(java.util.List.of(), 2));

// %%
assertEquals(-1, Search.binarySearch(java.util.List.of(), 40));

// %%
assertEquals(-1, Search.binarySearch(java.util.List.of(), 1));

// %%
assertEquals(-1, Search.binarySearch(java.util.List.of(), 0));

// %%
assertEquals(-1, Search.binarySearch(java.util.List.of(), 3));

// %%
assertEquals(3, Search.binarySearch(java.util.List.of(1, 3, 5, 7, 90), 7));

// %%
assertEquals(3, Search.binarySearch(java.util.List.of(0, 3, 5, 7, 9), 7));

// %%
assertEquals(3, Search.binarySearch(java.util.List.of(1, 2, 5, 7, 9), 7));

// %%
assertEquals(3, Search.binarySearch(java.util.List.of(1, 3, 6, 7, 9), 7));
