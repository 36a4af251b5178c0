// %%
assertEquals("MMI", RomanNumerals.intToRoman(2001));

// %%
assertEquals("MCMXCV", RomanNumerals.intToRoman(1995));

// %%
assertEquals("I", RomanNumerals.intToRoman(1));

// %%
assertEquals("MMMCMLXXXVIII", RomanNumerals.intToRoman(3988));

// %%
assertEquals("MCMXCIII", RomanNumerals.intToRoman(1993));

// %%
assertEquals("CMXCVII", RomanNumerals.intToRoman(997));

// %%
assertEquals("III", RomanNumerals.intToRoman(3));

// %%
assertEquals("VIII", RomanNumerals.intToRoman(8));

// %%
assertEquals("II", RomanNumerals.intToRoman(2));

// %%
assertEquals("V", RomanNumerals.intToRoman(5));

// %%
assertEquals("XI", RomanNumerals.intToRoman(11));

// %%
assertEquals("XL", RomanNumerals.intToRoman(40));

// %%
assertEquals("MMMCMXCVIII", RomanNumerals.intToRoman(3998));

// %%
assertEquals("MCMXCIX", RomanNumerals.intToRoman(1999));

// %%
IllegalArgumentException e = assertThrows(IllegalArgumentException.class, () -> RomanNumerals.intToRoman(100000));
assertEquals("number out of range", e.getMessage());

// %%
IllegalArgumentException e = assertThrows(IllegalArgumentException.class, () -> RomanNumerals.intToRoman(40000));
assertEquals("number out of range", e.getMessage());

// %%
IllegalArgumentException e = assertThrows(IllegalArgumentException.class, () -> RomanNumerals.intToRoman(4007));
assertEquals("number out of range", e.getMessage());

// %%
IllegalArgumentException e = assertThrows(IllegalArgumentException.class, () -> RomanNumerals.intToRoman(104000));
assertEquals("number out of range", e.getMessage());

// %%
IllegalArgumentException e = assertThrows(IllegalArgumentException.class, () -> RomanNumerals.intToRoman(8000));
assertEquals("number out of range", e.getMessage());

// %%
IllegalArgumentException e = assertThrows(IllegalArgumentException.class, () -> RomanNumerals.intToRoman(4001));
assertEquals("number out of range", e.getMessage());
