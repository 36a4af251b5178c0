// %%
IllegalArgumentException e = assertThrows(IllegalArgumentException.class, () -> RunLength.rleEncode("a1"));
assertEquals("digits cannot be encoded", e.getMessage());

// %%
IllegalArgumentException e = assertThrows(IllegalArgumentException.class, () -> RunLength.rleEncode("999"));
assertEquals("digits cannot be encoded", e.getMessage());

// %%
assertEquals("1a1b", RunLength.rleEncode("ab"));
