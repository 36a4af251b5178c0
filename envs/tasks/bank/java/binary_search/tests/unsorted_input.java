// %%
IllegalArgumentException e = assertThrows(IllegalArgumentException.class, () -> Search.binarySearch(java.util.List.of(3, 1, 2), 1));
assertEquals("items must be sorted", e.getMessage());

// %%
IllegalArgumentException e = assertThrows(IllegalArgumentException.class, () -> Search.binarySearch(java.util.List.of(1, 2, 4, 3), 9));
assertEquals("items must be sorted", e.getMessage());

// %%
assertEquals(2, Search.binarySearch(java.util.List.of(1, 1, 2), 2));
