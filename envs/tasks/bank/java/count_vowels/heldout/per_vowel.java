// %%
assertEquals(java.util.List.of(1, 1, 1, 1, 1), Vowels.vowelCounts("Educatio"));

// %%
assertEquals(java.util.List.of(1, 0, 1, 1, 1), Vowels.vowelCounts("ducation"));

// %%
assertEquals(java.util.List.of(1, 1, 1, 1, 1), Vowels.vowelCounts("noitacudE"));

// %%
assertEquals(java.util.List.of(0, 1, 0, 0, 0), Vowels.vowelCounts("E"));

// %%
assertEquals(java.util.List.of(1, 1, 1, 1, 1), Vowels.vowelCounts("Education "));

// %%
assertEquals(java.util.List.of(1, 2, 1, 1, 1), Vowels.vowelCounts("EEducation"));

// %%
assertEquals(java.util.List.of(1, 1, 1, 1, 1), Vowels.vowelCounts("EDUCATION"));

// %%
assertEquals(java.util.List.of(1, 1, 1, 1, 1), Vowels.vowelCounts("Education0"));

// %%
assertEquals(java.util.List.of(1, 1, 1, 1, 1), Vowels.vowelCounts("eDUCATION"));

// %%
assertEquals(java.util.List.of(1, 1, 1, 1, 1), Vowels.vowelCounts(" Education"));

// %%
assertEquals(java.util.List.of(2, 1, 1, 1, 1), Vowels.vowelCounts("Educationa"));

// %%
assertEquals(java.util.List.of(0, 1, 0, 0, 1), Vowels.vowelCounts("Educ"));

// %%
assertEquals(java.util.List.of(2, 2, 2, 2, 2), Vowels.vowelCounts("EducationEducation"));

// %%
assertEquals(java.util.List.of(3, 0, 0, 0, 0), Vowels.vowelCounts("bbanana"));

// %%
assertEquals(java.util.List.of(0, 0, 0, 0, 0), Vowels.vowelCounts("b"));

// %%
assertEquals(java.util.List.of(3, 0, 0, 0, 0), Vowels.vowelCounts(" banana"));

// %%
assertEquals(java.util.List.of(3, 0, 0, 0, 0), Vowels.vowelCounts("ananab"));

// %%
assertEquals(java.util.List.of(3, 0, 0, 0, 0), Vowels.vowelCounts("BANANA"));

// %%
assertEquals(java.util.List.of(3, 0, 0, 0, 0), Vowels.vowelCounts("anana"));

// %%
assertEquals(java.util.List.of(2, 0, 0, 0, 0), Vowels.vowelCounts("banan"));

// %%
assertEquals(java.util.List.of(6, 0, 0, 0, 0), Vowels.vowelCounts("bananabanana"));

// %%
assertEquals(java.util.List.of(0, 0, 0, 0, 0), Vowels.vowelCounts(" "));

// %%
assertEquals(java.util.List.of(0, 0, 0, 0, 0), Vowels.vowelCounts("0"));

// %%
assertEquals(java.util.List.of(1, 0, 0, 0, 0), Vowels.vowelCounts("a"));
