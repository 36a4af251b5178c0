// %%
assertEquals(14, RomanNumerals.romanToInt(" xiv "));

// %%
assertEquals(1994, RomanNumerals.romanToInt("mcmXCiv"));

// %%
assertEquals(2024, RomanNumerals.romanToInt("\tMMXXIV\n"));
