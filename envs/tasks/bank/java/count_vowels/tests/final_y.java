// %%
assertEquals(2, Vowels.countVowels("happy"));

// %%
assertEquals(1, Vowels.countVowels("yes"));

// %%
assertEquals(3, Vowels.countVowels("my way"));

// %%
assertEquals(1, Vowels.countVowels("SHY!"));
