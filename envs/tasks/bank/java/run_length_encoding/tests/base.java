// %%
assertEquals("3a1b2c", RunLength.rleEncode("aaabcc"));

// %%
assertEquals("", RunLength.rleEncode(""));

// %%
assertEquals("1a1b1c", RunLength.rleEncode("abc"));

// %%
assertEquals("4z", RunLength.rleEncode("zzzz"));

// %%
assertEquals("2 2!", RunLength.rleEncode("  !!"));
