// %%
assertEquals("Fl", Prefixes.longestCommonPrefix(java.util.List.of("Flowe", "flow", "FLIGHT")));

// %%
assertEquals("Fl", Prefixes.longestCommonPrefix(java.util.List.of("Flower", "flow", "FLI")));

// %%
assertEquals("Fl", Prefixes.longestCommonPrefix(java.util.List.of("Flower", "flowa", "FLIGHT")));

// %%
assertEquals("", Prefixes.longestCommonPrefix(java.util.List.of(" Flower", "flow", "FLIGHT")));

// %%
assertEquals("FL", Prefixes.longestCommonPrefix(java.util.List.of("FLOWER", "flow", "FLIGHT")));

// %%
assertEquals("", Prefixes.longestCommonPrefix(java.util.List.of("Flower", "flow", "")));

// %%
assertEquals("Fl", Prefixes.longestCommonPrefix(java.util.List.of("Flower", "flowflow", "FLIGHT")));

// %%
assertEquals("F", Prefixes.longestCommonPrefix(java.util.List.of("Flower", "flow", "FFLIGHT")));

// %%
assertEquals("", Prefixes.longestCommonPrefix(java.util.List.of("Flower", "flow", " FLIGHT")));

// %%
assertEquals("Fl", Prefixes.longestCommonPrefix(java.util.List.of("Flower", "fl", "FLIGHT")));

// %%
assertEquals("AB", Prefixes.longestCommonPrefix(java.util.List.of("AB", "abd")));

// %%
assertEquals("", Prefixes.longestCommonPrefix(java.util.List.of("BC", "abd")));

// %%
assertEquals("", Prefixes.longestCommonPrefix(java.util.List.of(" ABC", "abd")));

// %%
assertEquals("Ab", Prefixes.longestCommonPrefix(java.util.List.of("Abc", "abd")));

// %%
assertEquals("AB", Prefixes.longestCommonPrefix(java.util.List.of("ABC", "abdabd")));

// %%
assertEquals("ab", Prefixes.longestCommonPrefix(java.util.List.of("abc", "abd")));

// %%
assertEquals("x", Prefixes.longestCommonPrefix(java.util.List.of("xx", "X")));

// %%
assertEquals("x", Prefixes.longestCommonPrefix(java.util.List.of("xa", "X")));

// %%
assertEquals("x", Prefixes.longestCommonPrefix(java.util.List.of("x", "Xa")));

// %%
assertEquals("x", Prefixes.longestCommonPrefix(java.util.List.of("x0", "X")));

// %%
assertEquals("", Prefixes.longestCommonPrefix(java.util.List.of("", "X")));

// %%
assertEquals("x", Prefixes.longestCommonPrefix(java.util.List.of("x", "X ")));

// %%
assertEquals("x", Prefixes.longestCommonPrefix(java.util.List.of("x", "XX")));

// %%
assertEquals("X", Prefixes.longestCommonPrefix(java.util.List.of("X", "X")));
