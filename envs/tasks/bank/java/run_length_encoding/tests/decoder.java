// %%
assertEquals("aaabcc", RunLength.rleDecode("3a1b2c"));

// %%
assertEquals("", RunLength.rleDecode(""));

// %%
assertEquals("aaaaaaaaaaaa", RunLength.rleDecode("9a3a"));

// %%
IllegalArgumentException e = assertThrows(IllegalArgumentException.class, () -> RunLength.rleDecode("3"));
assertEquals("malformed input", e.getMessage());

// %%
IllegalArgumentException e = assertThrows(IllegalArgumentException.class, () -> RunLength.rleDecode("a3"));
assertEquals("malformed input", e.getMessage());

// %%
IllegalArgumentException e = assertThrows(IllegalArgumentException.class, () -> RunLength.rleDecode("0a"));
assertEquals("malformed input", e.getMessage());

// %%
IllegalArgumentException e = assertThrows(IllegalArgumentException.class, () -> RunLength.rleDecode("33"));
assertEquals("malformed input", e.getMessage());
