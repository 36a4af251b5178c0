// %%
assertEquals(1, RomanNumerals.romanToInt("I"));

// %%
assertEquals(2, RomanNumerals.romanToInt("II"));

// %%
assertEquals(6, RomanNumerals.romanToInt("VI"));

// %%
assertEquals(5, RomanNumerals.romanToInt("V"));

// %%
assertEquals(11, RomanNumerals.romanToInt("XI"));

// %%
assertEquals(10, RomanNumerals.romanToInt("X"));

// %%
assertEquals(8, RomanNumerals.romanToInt("VIII"));

// %%
assertEquals(50, RomanNumerals.romanToInt("L"));

// %%
assertEquals(55, RomanNumerals.romanToInt("LV"));

// %%
assertEquals(57, RomanNumerals.romanToInt("LVII"));

// %%
assertEquals(1900, RomanNumerals.romanToInt("MCM"));

// %%
assertEquals(1991, RomanNumerals.romanToInt("MCMXCI"));

// %%
assertEquals(2994, RomanNumerals.romanToInt("MMCMXCIV"));

// %%
assertEquals(994, RomanNumerals.romanToInt("CMXCIV"));

// %%
assertEquals(1000, RomanNumerals.romanToInt("M"));
