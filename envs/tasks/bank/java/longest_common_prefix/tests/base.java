// %%
assertEquals("fl", Prefixes.longestCommonPrefix(java.util.List.of("flower", "flow", "flight")));

// %%
assertEquals("", Prefixes.longestCommonPrefix(java.util.List.of("dog", "racecar", "car")));

// %%
assertEquals("alone", Prefixes.longestCommonPrefix(java.util.List.of("alone")));

// %%
assertEquals("same", Prefixes.longestCommonPrefix(java.util.List.of("same", "same")));

// %%
assertEquals("a", Prefixes.longestCommonPrefix(java.util.List.of("ab", "a", "abc")));
