// %%
IllegalArgumentException e = assertThrows(IllegalArgumentException.class, () -> RomanNumerals.romanToInt("XIZ"));
assertEquals("invalid roman numeral: XIZ", e.getMessage());

// %%
IllegalArgumentException e = assertThrows(IllegalArgumentException.class, () -> RomanNumerals.romanToInt(" iiii "));
assertEquals("invalid roman numeral:  iiii ", e.getMessage());

// %%
IllegalArgumentException e = assertThrows(IllegalArgumentException.class, () -> RomanNumerals.romanToInt("IC"));
assertEquals("invalid roman numeral: IC", e.getMessage());

// %%
IllegalArgumentException e = assertThrows(IllegalArgumentException.class, () -> RomanNumerals.romanToInt("VX"));
assertEquals("invalid roman numeral: VX", e.getMessage());

// %%
IllegalArgumentException e = assertThrows(IllegalArgumentException.class, () -> RomanNumerals.romanToInt("MMMM"));
assertEquals("invalid roman numeral: MMMM", e.getMessage());

// %%
assertEquals(3999, RomanNumerals.romanToInt("MMMCMXCIX"));
