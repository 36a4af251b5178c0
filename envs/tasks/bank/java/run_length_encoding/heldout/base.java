// %%
assertEquals("1A2a1b2c", RunLength.rleEncode("Aaabcc"));

// %%
assertEquals("3a1b2c1a", RunLength.rleEncode("aaabcca"));

// %%
assertEquals("3a1b1c", RunLength.rleEncode("aaabc"));

// %%
assertEquals("3a1b2c1 ", RunLength.rleEncode("aaabcc "));

// %%
assertEquals("1 ", RunLength.rleEncode(" "));

// %%
assertEquals("1A1b1c", RunLength.rleEncode("Abc"));

// %%
assertEquals("1a1b1c1 ", RunLength.rleEncode("abc "));

// %%
assertEquals("1a1b1c1a1b1c", RunLength.rleEncode("abcabc"));

// %%
assertEquals("2a1b1c", RunLength.rleEncode("aabc"));

// %%
assertEquals("1b1c", RunLength.rleEncode("bc"));

// %%
assertEquals("1a1b", RunLength.rleEncode("ab"));

// %%
assertEquals("1Z3z", RunLength.rleEncode("Zzzz"));

// %%
assertEquals("8z", RunLength.rleEncode("zzzzzzzz"));

// %%
assertEquals("5z", RunLength.rleEncode("zzzzz"));

// %%
assertEquals("1 4z", RunLength.rleEncode(" zzzz"));

// %%
assertEquals("2z", RunLength.rleEncode("zz"));

// %%
assertEquals("1 2!", RunLength.rleEncode(" !!"));

// %%
assertEquals("2!", RunLength.rleEncode("!!"));

// %%
assertEquals("3 2!", RunLength.rleEncode("   !!"));

// %%
assertEquals("2 2!2 2!", RunLength.rleEncode("  !!  !!"));

// %%
assertEquals("4 2!", RunLength.rleEncode("    !!"));

// %%
assertEquals("2!2 ", RunLength.rleEncode("!!  "));

// %%
assertEquals("2 2!1a", RunLength.rleEncode("  !!a"));

// %%
assertEquals("2 ", RunLength.rleEncode("  "));
