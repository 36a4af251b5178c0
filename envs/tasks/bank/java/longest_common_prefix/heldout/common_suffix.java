// %%
assertEquals("king", Prefixes.longestCommonSuffix(java.util.List.of(" walking", "talking", "king")));

// %%
assertEquals("", Prefixes.longestCommonSuffix(java.util.List.of("walking", "talking", "KING")));

// %%
assertEquals("king", Prefixes.longestCommonSuffix(java.util.List.of("wwalking", "talking", "king")));

// %%
assertEquals("king", Prefixes.longestCommonSuffix(java.util.List.of("alking", "talking", "king")));

// %%
assertEquals("", Prefixes.longestCommonSuffix(java.util.List.of("walking", "talking", "kin")));

// %%
assertEquals("", Prefixes.longestCommonSuffix(java.util.List.of("abc", "zyx")));

// %%
assertEquals("", Prefixes.longestCommonSuffix(java.util.List.of("abc", "yz")));

// %%
assertEquals("", Prefixes.longestCommonSuffix(java.util.List.of("abc", "xyz0")));

// %%
assertEquals("", Prefixes.longestCommonSuffix(java.util.List.of("abc", "Xyz")));

// %%
assertEquals("", Prefixes.longestCommonSuffix(java.util.List.of("ab", "xyz")));

// %%
assertEquals("", Prefixes.longestCommonSuffix(java.util.List.of("abc", "")));

// %%
assertEquals("", Prefixes.longestCommonSuffix(java.util.List.of("abc", "xyzxyz")));

// %%
assertEquals("", Prefixes.longestCommonSuffix(java.util.List.of("abc", "xyza")));

// %%
assertEquals("", Prefixes.longestCommonSuffix(java.util.List.of("abc", "x")));

// %%
assertEquals(" solo", Prefixes.longestCommonSuffix(java.util.List.of(" solo")));

// %%
assertEquals("", Prefixes.longestCommonSuffix(java.util.List.of("")));

// %%
assertEquals("solo0", Prefixes.longestCommonSuffix(java.util.List.of("solo0")));

// %%
assertEquals("", Prefixes.longestCommonSuffix(java.util.List.of("ing0", "Ing")));

// %%
assertEquals("ng", Prefixes.longestCommonSuffix(java.util.List.of("ing", "ng")));

// %%
assertEquals("", Prefixes.longestCommonSuffix(java.util.List.of("in", "Ing")));

// %%
assertEquals("ng", Prefixes.longestCommonSuffix(java.util.List.of(" ing", "Ing")));

// %%
assertEquals("", Prefixes.longestCommonSuffix(java.util.List.of("ING", "Ing")));

// %%
assertEquals("", Prefixes.longestCommonSuffix(java.util.List.of("i", "Ing")));

// %%
assertEquals("", Prefixes.longestCommonSuffix(java.util.List.of("ing", "Ing ")));
