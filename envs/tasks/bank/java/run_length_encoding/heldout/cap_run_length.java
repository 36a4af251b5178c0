// %%
assertEquals("9a2a", RunLength.rleEncode("aaaaaaaaaaa"));

// %%
assertEquals("1A9a2a", RunLength.rleEncode("Aaaaaaaaaaaa"));

// %%
assertEquals("", RunLength.rleEncode(""));

// %%
assertEquals("1a", RunLength.rleEncode("a"));

// %%
assertEquals("9a3a1 ", RunLength.rleEncode("aaaaaaaaaaaa "));

// %%
assertEquals("1C9c8c", RunLength.rleEncode("Cccccccccccccccccc"));

// %%
assertEquals("9c8c", RunLength.rleEncode("ccccccccccccccccc"));

// %%
assertEquals("9c9c1c", RunLength.rleEncode("ccccccccccccccccccc"));

// %%
assertEquals("9b", RunLength.rleEncode("bbbbbbbbb"));

// %%
assertEquals("1 9b1x", RunLength.rleEncode(" bbbbbbbbbx"));

// %%
assertEquals("9b1x1 ", RunLength.rleEncode("bbbbbbbbbx "));

// %%
assertEquals("8b1x", RunLength.rleEncode("bbbbbbbbx"));

// %%
assertEquals("9B1X", RunLength.rleEncode("BBBBBBBBBX"));

// %%
assertEquals("1x9b", RunLength.rleEncode("xbbbbbbbbb"));

// %%
assertEquals("9b1b1x", RunLength.rleEncode("bbbbbbbbbbx"));

// %%
assertEquals("9b1x9b1x", RunLength.rleEncode("bbbbbbbbbxbbbbbbbbbx"));

// %%
assertEquals("5b", RunLength.rleEncode("bbbbb"));

// %%
assertEquals("9d9d7d1a", RunLength.rleEncode("ddddddddddddddddddddddddda"));

// %%
assertEquals("9d9d9d9d9d5d", RunLength.rleEncode("dddddddddddddddddddddddddddddddddddddddddddddddddd"));

// %%
assertEquals("1D9d9d6d", RunLength.rleEncode("Ddddddddddddddddddddddddd"));

// %%
assertEquals("1d", RunLength.rleEncode("d"));

// %%
assertEquals("1 9d9d7d", RunLength.rleEncode(" ddddddddddddddddddddddddd"));

// %%
assertEquals("9D9D7D", RunLength.rleEncode("DDDDDDDDDDDDDDDDDDDDDDDDD"));

// %%
assertEquals("9d9d7d1 ", RunLength.rleEncode("ddddddddddddddddddddddddd "));
