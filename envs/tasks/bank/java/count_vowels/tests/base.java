// %%
assertEquals(2, Vowels.countVowels("hello"));

// %%
assertEquals(10, Vowels.countVowels("AEIOU aeiou"));

// %%
assertEquals(0, Vowels.countVowels(""));

// %%
assertEquals(0, Vowels.countVowels("rhythm"));

// %%
assertEquals(3, Vowels.countVowels("Programming!"));
