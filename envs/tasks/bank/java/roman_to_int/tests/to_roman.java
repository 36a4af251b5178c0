// %%
assertEquals("MCMXCIV", RomanNumerals.intToRoman(1994));

// %%
assertEquals("IV", RomanNumerals.intToRoman(4));

// %%
assertEquals("MMMCMXCIX", RomanNumerals.intToRoman(3999));

// %%
IllegalArgumentException e = assertThrows(IllegalArgumentException.class, () -> RomanNumerals.intToRoman(0));
assertEquals("number out of range", e.getMessage());

// %%
IllegalArgumentException e = assertThrows(IllegalArgumentException.class, () -> RomanNumerals.intToRoman(4000));
assertEquals("number out of range", e.getMessage());
