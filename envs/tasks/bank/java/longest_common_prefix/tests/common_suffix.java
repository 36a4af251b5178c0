// %%
assertEquals("king", Prefixes.longestCommonSuffix(java.util.List.of("walking", "talking", "king")));

// %%
assertEquals("", Prefixes.longestCommonSuffix(java.util.List.of("abc", "xyz")));

// %%
assertEquals("solo", Prefixes.longestCommonSuffix(java.util.List.of("solo")));

// %%
assertEquals("ng", Prefixes.longestCommonSuffix(java.util.List.of("ing", "Ing")));
