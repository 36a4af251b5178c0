// %%
IllegalArgumentException e = assertThrows(IllegalArgumentException.class, () -> RunLength.rleEncode("aa1"));
assertEquals("digits cannot be encoded", e.getMessage());

// %%
IllegalArgumentException e = assertThrows(IllegalArgumentException.class, () -> RunLength.rleEncode("a10"));
assertEquals("digits cannot be encoded", e.getMessage());

// %%
IllegalArgumentException e = assertThrows(IllegalArgumentException.class, () -> RunLength.rleEncode("1"));
assertEquals("digits cannot be encoded", e.getMessage());

// %%
IllegalArgumentException e = assertThrows(IllegalArgumentException.class, () -> RunLength.rleEncode("1a"));
assertEquals("digits cannot be encoded", e.getMessage());

// %%
IllegalArgumentException e = assertThrows(IllegalArgumentException.class, () -> RunLength.rleEncode("a1a"));
assertEquals("digits cannot be encoded", e.getMessage());

// %%
IllegalArgumentException e = assertThrows(IllegalArgumentException.class, () -> RunLength.rleEncode("a1 "));
assertEquals("digits cannot be encoded", e.getMessage());

// %%
IllegalArgumentException e = assertThrows(IllegalArgumentException.class, () -> RunLength.rleEncode(" a1"));
assertEquals("digits cannot be encoded", e.getMessage());

// %%
IllegalArgumentException e = assertThrows(IllegalArgumentException.class, () -> RunLength.rleEncode("A1"));
assertEquals("digits cannot be encoded", e.getMessage());

// %%
IllegalArgumentException e = assertThrows(IllegalArgumentException.class, () -> RunLength.rleEncode("9999"));
assertEquals("digits cannot be encoded", e.getMessage());

// %%
IllegalArgumentException e = assertThrows(IllegalArgumentException.class, () -> RunLength.rleEncode(" 999"));
assertEquals("digits cannot be encoded", e.getMessage());

// %%
IllegalArgumentException e = assertThrows(IllegalArgumentException.class, () -> RunLength.rleEncode("9"));
assertEquals("digits cannot be encoded", e.getMessage());

// %%
IllegalArgumentException e = assertThrows(IllegalArgumentException.class, () -> RunLength.rleEncode("9990"));
assertEquals("digits cannot be encoded", e.getMessage());

// %%
IllegalArgumentException e = assertThrows(IllegalArgumentException.class, () -> RunLength.rleEncode("999a"));
assertEquals("digits cannot be encoded", e.getMessage());

// %%
IllegalArgumentException e = assertThrows(IllegalArgumentException.class, () -> RunLength.rleEncode("99"));
assertEquals("digits cannot be encoded", e.getMessage());

// %%
IllegalArgumentException e = assertThrows(IllegalArgumentException.class, () -> RunLength.rleEncode("999 "));
assertEquals("digits cannot be encoded", e.getMessage());

// %%
assertEquals("1a", RunLength.rleEncode("a"));

// %%
assertEquals("1A1b", RunLength.rleEncode("Ab"));

// %%
assertEquals("1b", RunLength.rleEncode("b"));

// %%
assertEquals("2a1b", RunLength.rleEncode("aab"));

// %%
assertEquals("1a1b1a", RunLength.rleEncode("aba"));

// %%
assertEquals("1a1b1 ", RunLength.rleEncode("ab "));

// %%
assertEquals("1 1a1b", RunLength.rleEncode(" ab"));

// %%
assertEquals("1A1B", RunLength.rleEncode("AB"));

// %%
assertEquals("1a1b1a1b", RunLength.rleEncode("abab"));
