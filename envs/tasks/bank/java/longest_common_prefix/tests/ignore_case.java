// %%
assertEquals("Fl", Prefixes.longestCommonPrefix(java.util.List.of("Flower", "flow", "FLIGHT")));

// %%
assertEquals("AB", Prefixes.longestCommonPrefix(java.util.List.of("ABC", "abd")));

// %%
assertEquals("x", Prefixes.longestCommonPrefix(java.util.List.of("x", "X")));
