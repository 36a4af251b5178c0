// %%
assertEquals(3, RomanNumerals.romanToInt("III"));

// %%
assertEquals(4, RomanNumerals.romanToInt("IV"));

// %%
assertEquals(9, RomanNumerals.romanToInt("IX"));

// %%
assertEquals(58, RomanNumerals.romanToInt("LVIII"));

// %%
assertEquals(1994, RomanNumerals.romanToInt("MCMXCIV"));
