// %%
assertEquals(1, Vowels.countVowels("he"));

// %%
assertEquals(2, Vowels.countVowels(" hello"));

// %%
assertEquals(2, Vowels.countVowels("HELLO"));

// %%
assertEquals(1, Vowels.countVowels("hell"));

// %%
assertEquals(0, Vowels.countVowels("h"));

// %%
assertEquals(2, Vowels.countVowels("ello"));

// %%
assertEquals(1, Vowels.countVowels("A"));

// %%
assertEquals(5, Vowels.countVowels("AEIOU"));

// %%
assertEquals(9, Vowels.countVowels("AEIOU aeio"));

// %%
assertEquals(11, Vowels.countVowels("AEIOU aeioua"));

// %%
assertEquals(10, Vowels.countVowels("uoiea UOIEA"));

// %%
assertEquals(0, Vowels.countVowels("rhythmrhythm"));

// %%
assertEquals(0, Vowels.countVowels("rhyth"));

// %%
assertEquals(0, Vowels.countVowels("rhythm0"));

// %%
assertEquals(0, Vowels.countVowels(" rhythm"));

// %%
assertEquals(0, Vowels.countVowels("RHYTHM"));

// %%
assertEquals(0, Vowels.countVowels("P"));

// %%
assertEquals(4, Vowels.countVowels("Programming!a"));

// %%
assertEquals(3, Vowels.countVowels("Programming! "));

// %%
assertEquals(3, Vowels.countVowels("Programming!0"));

// %%
assertEquals(6, Vowels.countVowels("Programming!Programming!"));

// %%
assertEquals(3, Vowels.countVowels("programming!"));

// %%
assertEquals(3, Vowels.countVowels("!gnimmargorP"));

// %%
assertEquals(3, Vowels.countVowels(" Programming!"));
