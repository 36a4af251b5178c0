// %%
assertEquals(1, Vowels.countVowels("happ"));

// %%
assertEquals(0, Vowels.countVowels("h"));

// %%
assertEquals(2, Vowels.countVowels("happy "));

// %%
assertEquals(0, Vowels.countVowels(""));

// %%
assertEquals(2, Vowels.countVowels("happy0"));

// %%
assertEquals(1, Vowels.countVowels("yppah"));

// %%
assertEquals(2, Vowels.countVowels("happya"));

// %%
assertEquals(2, Vowels.countVowels("Happy"));

// %%
assertEquals(1, Vowels.countVowels("es"));

// %%
assertEquals(2, Vowels.countVowels("yesyes"));

// %%
assertEquals(1, Vowels.countVowels("y"));

// %%
assertEquals(1, Vowels.countVowels("Yes"));

// %%
assertEquals(2, Vowels.countVowels("yesa"));

// %%
assertEquals(1, Vowels.countVowels("yyes"));

// %%
assertEquals(1, Vowels.countVowels(" yes"));

// %%
assertEquals(1, Vowels.countVowels("yaw ym"));

// %%
assertEquals(3, Vowels.countVowels(" my way"));

// %%
assertEquals(3, Vowels.countVowels("my way0"));

// %%
assertEquals(0, Vowels.countVowels("m"));

// %%
assertEquals(1, Vowels.countVowels("my "));

// %%
assertEquals(1, Vowels.countVowels("SSHY!"));

// %%
assertEquals(1, Vowels.countVowels(" SHY!"));

// %%
assertEquals(1, Vowels.countVowels("shy!"));

// %%
assertEquals(1, Vowels.countVowels("SHY! "));
