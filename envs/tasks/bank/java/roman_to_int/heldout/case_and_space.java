// %%
assertEquals(14, RomanNumerals.romanToInt("xiv"));

// %%
assertEquals(14, RomanNumerals.romanToInt(" xiv"));

// %%
assertEquals(14, RomanNumerals.romanToInt("  xiv  "));

// %%
assertEquals(10, RomanNumerals.romanToInt(" x"));

// %%
assertEquals(14, RomanNumerals.romanToInt(" Xiv "));

// %%
assertEquals(14, RomanNumerals.romanToInt(" xiv  "));

// %%
assertEquals(14, RomanNumerals.romanToInt("xiv "));

// %%
assertEquals(14, RomanNumerals.romanToInt(" XIV "));

// %%
assertEquals(14, RomanNumerals.romanToInt("  xiv "));

// %%
assertEquals(1900, RomanNumerals.romanToInt("mcm"));

// %%
assertEquals(1994, RomanNumerals.romanToInt("MCMXCIV"));

// %%
assertEquals(1994, RomanNumerals.romanToInt("mcmXCiv "));

// %%
assertEquals(1000, RomanNumerals.romanToInt("m"));

// %%
assertEquals(1994, RomanNumerals.romanToInt(" mcmXCiv"));

// %%
assertEquals(994, RomanNumerals.romanToInt("cmXCiv"));

// %%
assertEquals(1994, RomanNumerals.romanToInt("mcmxciv"));

// %%
assertEquals(1991, RomanNumerals.romanToInt("mcmXCi"));

// %%
assertEquals(2994, RomanNumerals.romanToInt("mmcmXCiv"));

// %%
assertEquals(1994, RomanNumerals.romanToInt("Mcmxciv"));

// %%
assertEquals(1994, RomanNumerals.romanToInt("MCMxcIV"));
