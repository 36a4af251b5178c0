// %%
IllegalArgumentException e = assertThrows(IllegalArgumentException.class, () -> Prefixes.longestCommonPrefix(java.util.List.of()));
assertEquals("no words", e.getMessage());
