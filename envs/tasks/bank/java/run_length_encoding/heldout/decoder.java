// %%
assertEquals("aaabccaaabcc", RunLength.rleDecode("3a1b2c3a1b2c"));

// %%
assertEquals("AAABCC", RunLength.rleDecode("3A1B2C"));

// %%
assertEquals("AAAAAAAAAAAA", RunLength.rleDecode("9A3A"));

// %%
assertEquals("aaaaaaaaa", RunLength.rleDecode("9a"));

// %%
IllegalArgumentException e = assertThrows(IllegalArgumentException.class, () -> RunLength.rleDecode(" 3"));
assertEquals("malformed input", e.getMessage());

// %%
IllegalArgumentException e = assertThrows(IllegalArgumentException.class, () -> RunLength.rleDecode("30"));
assertEquals("malformed input", e.getMessage());

// %%
IllegalArgumentException e = assertThrows(IllegalArgumentException.class, () -> RunLength.rleDecode("a3a3"));
assertEquals("malformed input", e.getMessage());

// %%
IllegalArgumentException e = assertThrows(IllegalArgumentException.class, () -> RunLength.rleDecode("A3"));
assertEquals("malformed input", e.getMessage());

// %%
IllegalArgumentException e = assertThrows(IllegalArgumentException.class, () -> RunLength.rleDecode("a30"));
assertEquals("malformed input", e.getMessage());

// %%
IllegalArgumentException e = assertThrows(IllegalArgumentException.class, () -> RunLength.rleDecode("aa3"));
assertEquals("malformed input", e.getMessage());

// %%
IllegalArgumentException e = assertThrows(IllegalArgumentException.class, () -> RunLength.rleDecode("a"));
assertEquals("malformed input", e.getMessage());

// %%
IllegalArgumentException e = assertThrows(IllegalArgumentException.class, () -> RunLength.rleDecode("a3 "));
assertEquals("malformed input", e.getMessage());

// %%
IllegalArgumentException e = assertThrows(IllegalArgumentException.class, () -> RunLength.rleDecode("a3a"));
assertEquals("malformed input", e.getMessage());

// %%
IllegalArgumentException e = assertThrows(IllegalArgumentException.class, () -> RunLength.rleDecode("00a"));
assertEquals("malformed input", e.getMessage());

// %%
IllegalArgumentException e = assertThrows(IllegalArgumentException.class, () -> RunLength.rleDecode(" 0a"));
assertEquals("malformed input", e.getMessage());

// %%
IllegalArgumentException e = assertThrows(IllegalArgumentException.class, () -> RunLength.rleDecode("0a0a"));
assertEquals("malformed input", e.getMessage());

// %%
IllegalArgumentException e = assertThrows(IllegalArgumentException.class, () -> RunLength.rleDecode("0a0"));
assertEquals("malformed input", e.getMessage());

// %%
IllegalArgumentException e = assertThrows(IllegalArgumentException.class, () -> RunLength.rleDecode("0aa"));
assertEquals("malformed input", e.getMessage());

// %%
IllegalArgumentException e = assertThrows(IllegalArgumentException.class, () -> RunLength.rleDecode("0a "));
assertEquals("malformed input", e.getMessage());

// %%
IllegalArgumentException e = assertThrows(IllegalArgumentException.class, () -> RunLength.rleDecode("0A"));
assertEquals("malformed input", e.getMessage());

// %%
IllegalArgumentException e = assertThrows(IllegalArgumentException.class, () -> RunLength.rleDecode("33a"));
assertEquals("malformed input", e.getMessage());

// %%
IllegalArgumentException e = assertThrows(IllegalArgumentException.class, () -> RunLength.rleDecode("330"));
assertEquals("malformed input", e.getMessage());

// %%
IllegalArgumentException e = assertThrows(IllegalArgumentException.class, () -> RunLength.rleDecode(" 33"));
assertEquals("malformed input", e.getMessage());

// %%
IllegalArgumentException e = assertThrows(IllegalArgumentException.class, () -> RunLength.rleDecode("333"));
assertEquals("malformed input", e.getMessage());
