// %%
IllegalArgumentException e = assertThrows(IllegalArgumentException.class, () -> Search.binarySearch(java.util.List.of(3, 1, 4), 1));
assertEquals("items must be sorted", e.getMessage());

// %%
IllegalArgumentException e = assertThrows(IllegalArgumentException.class, () -> Search.binarySearch(java.util.List.of(3, 1, 1), 1));
assertEquals("items must be sorted", e.getMessage());

// %%
IllegalArgumentException e = assertThrows(IllegalArgumentException.class, () -> Search.binarySearch(java.util.List.of(3, 1, 2), 100001));
assertEquals("items must be sorted", e.getMessage());

// %%
IllegalArgumentException e = assertThrows(IllegalArgumentException.class, () -> Search.binarySearch(java.util.List.of(3, 100001, 2), 1));
assertEquals("items must be sorted", e.getMessage());

// %%
IllegalArgumentException e = assertThrows(IllegalArgumentException.class, () -> Search.binarySearch(java.util.List.of(3, 1, 9), 1));
assertEquals("items must be sorted", e.getMessage());

// %%
IllegalArgumentException e = assertThrows(IllegalArgumentException.class, () -> Search.binarySearch(java.util.List.of(3, 1, 2), 0));
assertEquals("items must be sorted", e.getMessage());

// %%
IllegalArgumentException e = assertThrows(IllegalArgumentException.class, () -> Search.binarySearch(java.util.List.of(3, 1, 100002), 1));
assertEquals("items must be sorted", e.getMessage());

// %%
IllegalArgumentException e = assertThrows(IllegalArgumentException.class, () -> Search.binarySearch(java.util.List.of(3, 1, 2), 8));
assertEquals("items must be sorted", e.getMessage());

// %%
IllegalArgumentException e = assertThrows(IllegalArgumentException.class, () -> Search.binarySearch(java.util.List.of(2, 1, 2), 1));
assertEquals("items must be sorted", e.getMessage());

// %%
IllegalArgumentException e = assertThrows(IllegalArgumentException.class, () -> Search.binarySearch(java.util.List.of(4, 1, 2), 1));
assertEquals("items must be sorted", e.getMessage());

// %%
IllegalArgumentException e = assertThrows(IllegalArgumentException.class, () -> Search.binarySearch(java.util.List.of(3, 1, 0), 1));
assertEquals("items must be sorted", e.getMessage());

// %%
IllegalArgumentException e = assertThrows(IllegalArgumentException.class, () -> Search.binarySearch(java.util.List.of(3, 2, 2), 1));
assertEquals("items must be sorted", e.getMessage());

// %%
IllegalArgumentException e = assertThrows(IllegalArgumentException.class, () -> Search.binarySearch(java.util.List.of(3, 0, 2), 1));
assertEquals("items must be sorted", e.getMessage());

// %%
IllegalArgumentException e = assertThrows(IllegalArgumentException.class, () -> Search.binarySearch(java.util.List.of(6, 1, 2), 1));
assertEquals("items must be sorted", e.getMessage());

// %%
IllegalArgumentException e = assertThrows(IllegalArgumentException.class, () -> Search.binarySearch(java.util.List.of(1, 2, 5, 3), 9));
assertEquals("items must be sorted", e.getMessage());

// %%
IllegalArgumentException e = assertThrows(IllegalArgumentException.class, () -> Search.binarySearch(java.util.List.of(1, 2, 4, 3), 8));
assertEquals("items must be sorted", e.getMessage());

// %%
IllegalArgumentException e = assertThrows(IllegalArgumentException.class, () -> Search.binarySearch(java.util.List.of(100001, 2, 4, 3), 9));
assertEquals("items must be sorted", e.getMessage());

// %%
IllegalArgumentException e = assertThrows(IllegalArgumentException.class, () -> Search.binarySearch(java.util.List.of(1, 2, 100004, 3), 9));
assertEquals("items must be sorted", e.getMessage());

// %%
IllegalArgumentException e = assertThrows(IllegalArgumentException.class, () -> Search.binarySearch(java.util.List.of(1, 2, 4, 3), 100009));
assertEquals("items must be sorted", e.getMessage());

// %%
IllegalArgumentException e = assertThrows(IllegalArgumentException.class, () -> Search.binarySearch(java.util.List.of(1, 2, 4, 3), 4));
assertEquals("items must be sorted", e.getMessage());

// %%
IllegalArgumentException e = assertThrows(IllegalArgumentException.class, () -> Search.binarySearch(java.util.List.of(1, 2, 1, 3), 9));
assertEquals("items must be sorted", e.getMessage());

// %%
IllegalArgumentException e = assertThrows(IllegalArgumentException.class, () -> Search.binarySearch(java.util.List.of(10, 2, 4, 3), 9));
assertEquals("items must be sorted", e.getMessage());

// %%
IllegalArgumentException e = assertThrows(IllegalArgumentException.class, () -> Search.binarySearch(java.util.List.of(1, 2, 4, 3), 0));
assertEquals("items must be sorted", e.getMessage());

// %%
IllegalArgumentException e = assertThrows(IllegalArgumentException.class, () -> Search.binarySearch(java.util.List.of(1, 2, 4, 3), 90));
assertEquals("items must be sorted", e.getMessage());
