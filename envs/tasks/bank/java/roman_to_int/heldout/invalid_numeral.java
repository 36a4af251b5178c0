// %%
IllegalArgumentException e = assertThrows(IllegalArgumentException.class, () -> RomanNumerals.romanToInt(" XIZ"));
assertEquals("invalid roman numeral:  XIZ", e.getMessage());

// %%
IllegalArgumentException e = assertThrows(IllegalArgumentException.class, () -> RomanNumerals.romanToInt("XXIZ"));
assertEquals("invalid roman numeral: XXIZ", e.getMessage());

// %%
IllegalArgumentException e = assertThrows(IllegalArgumentException.class, () -> RomanNumerals.romanToInt("IZ"));
assertEquals("invalid roman numeral: IZ", e.getMessage());

// %%
IllegalArgumentException e = assertThrows(IllegalArgumentException.class, () -> RomanNumerals.romanToInt("XIZa"));
assertEquals("invalid roman numeral: XIZa", e.getMessage());

// %%
IllegalArgumentException e = assertThrows(IllegalArgumentException.class, () -> RomanNumerals.romanToInt("XIZXIZ"));
assertEquals("invalid roman numeral: XIZXIZ", e.getMessage());

// %%
IllegalArgumentException e = assertThrows(IllegalArgumentException.class, () -> RomanNumerals.romanToInt("ZIX"));
assertEquals("invalid roman numeral: ZIX", e.getMessage());

// %%
IllegalArgumentException e = assertThrows(IllegalArgumentException.class, () -> RomanNumerals.romanToInt("XIZ0"));
assertEquals("invalid roman numeral: XIZ0", e.getMessage());

// %%
IllegalArgumentException e = assertThrows(IllegalArgumentException.class, () -> RomanNumerals.romanToInt("  iiii  "));
assertEquals("invalid roman numeral:   iiii  ", e.getMessage());

// %%
IllegalArgumentException e = assertThrows(IllegalArgumentException.class, () -> RomanNumerals.romanToInt(" iiii a"));
assertEquals("invalid roman numeral:  iiii a", e.getMessage());

// %%
IllegalArgumentException e = assertThrows(IllegalArgumentException.class, () -> RomanNumerals.romanToInt(" iiii 0"));
assertEquals("invalid roman numeral:  iiii 0", e.getMessage());

// %%
IllegalArgumentException e = assertThrows(IllegalArgumentException.class, () -> RomanNumerals.romanToInt("iiii "));
assertEquals("invalid roman numeral: iiii ", e.getMessage());

// %%
IllegalArgumentException e = assertThrows(IllegalArgumentException.class, () -> RomanNumerals.romanToInt("Ic"));
assertEquals("invalid roman numeral: Ic", e.getMessage());

// %%
IllegalArgumentException e = assertThrows(IllegalArgumentException.class, () -> RomanNumerals.romanToInt("IIC"));
assertEquals("invalid roman numeral: IIC", e.getMessage());

// %%
IllegalArgumentException e = assertThrows(IllegalArgumentException.class, () -> RomanNumerals.romanToInt(" IC"));
assertEquals("invalid roman numeral:  IC", e.getMessage());

// %%
IllegalArgumentException e = assertThrows(IllegalArgumentException.class, () -> RomanNumerals.romanToInt("ICa"));
assertEquals("invalid roman numeral: ICa", e.getMessage());

// %%
IllegalArgumentException e = assertThrows(IllegalArgumentException.class, () -> RomanNumerals.romanToInt("ICIC"));
assertEquals("invalid roman numeral: ICIC", e.getMessage());

// %%
IllegalArgumentException e = assertThrows(IllegalArgumentException.class, () -> RomanNumerals.romanToInt(" VX"));
assertEquals("invalid roman numeral:  VX", e.getMessage());

// %%
IllegalArgumentException e = assertThrows(IllegalArgumentException.class, () -> RomanNumerals.romanToInt("vx"));
assertEquals("invalid roman numeral: vx", e.getMessage());

// %%
IllegalArgumentException e = assertThrows(IllegalArgumentException.class, () -> RomanNumerals.romanToInt("Mmmm"));
assertEquals("invalid roman numeral: Mmmm", e.getMessage());

// %%
IllegalArgumentException e = assertThrows(IllegalArgumentException.class, () -> RomanNumerals.romanToInt("MMMM "));
assertEquals("invalid roman numeral: MMMM ", e.getMessage());

// %%
IllegalArgumentException e = assertThrows(IllegalArgumentException.class, () -> RomanNumerals.romanToInt("MMMM0"));
assertEquals("invalid roman numeral: MMMM0", e.getMessage());

// %%
IllegalArgumentException e = assertThrows(IllegalArgumentException.class, () -> RomanNumerals.romanToInt("MMMMM"));
assertEquals("invalid roman numeral: MMMMM", e.getMessage());

// %%
assertEquals(3991, RomanNumerals.romanToInt("MMMCMXCI"));

// %%
assertEquals(1000, RomanNumerals.romanToInt("M"));
