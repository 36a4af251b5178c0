// %%
assertEquals("9a3a", RunLength.rleEncode("aaaaaaaaaaaa"));

// %%
assertEquals("9c9c", RunLength.rleEncode("cccccccccccccccccc"));

// %%
assertEquals("9b1x", RunLength.rleEncode("bbbbbbbbbx"));

// %%
assertEquals("9d9d7d", RunLength.rleEncode("ddddddddddddddddddddddddd"));
