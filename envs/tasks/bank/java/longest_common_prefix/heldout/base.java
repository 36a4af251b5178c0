// %%
assertEquals("", Prefixes.longestCommonPrefix(java.util.List.of("lower", "flow", "flight")));

// %%
assertEquals("f", Prefixes.longestCommonPrefix(java.util.List.of("flower", "flow", "fflight")));

// %%
assertEquals("", Prefixes.longestCommonPrefix(java.util.List.of("", "flow", "flight")));

// %%
assertEquals("", Prefixes.longestCommonPrefix(java.util.List.of("dogdog", "racecar", "car")));

// %%
assertEquals("", Prefixes.longestCommonPrefix(java.util.List.of("Dog", "racecar", "car")));

// %%
assertEquals("", Prefixes.longestCommonPrefix(java.util.List.of("dog", "racecar", "CAR")));

// %%
assertEquals("", Prefixes.longestCommonPrefix(java.util.List.of("dog", "racecar", "Car")));

// %%
assertEquals("", Prefixes.longestCommonPrefix(java.util.List.of("dog", "raceca", "car")));

// %%
assertEquals("", Prefixes.longestCommonPrefix(java.util.List.of("dog", "racecar", " car")));

// %%
assertEquals("", Prefixes.longestCommonPrefix(java.util.List.of("dog", "", "car")));

// %%
assertEquals("", Prefixes.longestCommonPrefix(java.util.List.of("dog", "racecar", "cara")));

// %%
assertEquals("", Prefixes.longestCommonPrefix(java.util.List.of("dog", "racecara", "car")));

// %%
assertEquals("", Prefixes.longestCommonPrefix(java.util.List.of("dog", "rac", "car")));

// %%
assertEquals("", Prefixes.longestCommonPrefix(java.util.List.of("")));

// %%
assertEquals("alonea", Prefixes.longestCommonPrefix(java.util.List.of("alonea")));

// %%
assertEquals("alone ", Prefixes.longestCommonPrefix(java.util.List.of("alone ")));

// %%
assertEquals("ALONE", Prefixes.longestCommonPrefix(java.util.List.of("ALONE")));

// %%
assertEquals("aalone", Prefixes.longestCommonPrefix(java.util.List.of("aalone")));

// %%
assertEquals("same", Prefixes.longestCommonPrefix(java.util.List.of("same", "same ")));

// %%
assertEquals("same", Prefixes.longestCommonPrefix(java.util.List.of("same", "same0")));

// %%
assertEquals("a", Prefixes.longestCommonPrefix(java.util.List.of("aab", "a", "abc")));

// %%
assertEquals("a", Prefixes.longestCommonPrefix(java.util.List.of("ab", "a ", "abc")));

// %%
assertEquals("a", Prefixes.longestCommonPrefix(java.util.List.of("ab", "a", "abca")));

// %%
assertEquals("a", Prefixes.longestCommonPrefix(java.util.List.of("a", "a", "abc")));
