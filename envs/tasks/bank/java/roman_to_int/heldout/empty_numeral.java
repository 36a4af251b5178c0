// %%
IllegalArgumentException e = assertThrows(IllegalArgumentException.class, () -> RomanNumerals.romanToInt(" "));
assertEquals("empty numeral", e.getMessage());

// %%
IllegalArgumentException e = assertThrows(IllegalArgumentException.class, () -> RomanNumerals.romanToInt("  "));
assertEquals("empty numeral", e.getMessage());

// %%
IllegalArgumentException e = assertThrows(IllegalArgumentException.class, () -> RomanNumerals.romanToInt("      "));
assertEquals("empty numeral", e.getMessage());

// %%
IllegalArgumentException e = assertThrows(IllegalArgumentException.class, () -> RomanNumerals.romanToInt("    "));
assertEquals("empty numeral", e.getMessage());
