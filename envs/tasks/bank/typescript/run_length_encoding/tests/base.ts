// %%
assert.deepStrictEqual(rleEncode("aaabcc"), "3a1b2c");

// %%
assert.deepStrictEqual(rleEncode(""), "");

// %%
assert.deepStrictEqual(rleEncode("abc"), "1a1b1c");

// %%
assert.deepStrictEqual(rleEncode("zzzz"), "4z");

// %%
assert.deepStrictEqual(rleEncode("  !!"), "2 2!");
