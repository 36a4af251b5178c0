// %%
assertEquals(java.util.List.of(1, 1, 1, 1, 1), Vowels.vowelCounts("Education"));

// %%
assertEquals(java.util.List.of(3, 0, 0, 0, 0), Vowels.vowelCounts("banana"));

// %%
assertEquals(java.util.List.of(0, 0, 0, 0, 0), Vowels.vowelCounts(""));
