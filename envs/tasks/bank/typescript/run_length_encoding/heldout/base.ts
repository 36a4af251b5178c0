// %%
assert.deepStrictEqual(rleEncode(" aaabcc"), "1 3a1b2c");

// %%
assert.deepStrictEqual(rleEncode("aaaabcc"), "4a1b2c");

// %%
assert.deepStrictEqual(rleEncode("AAABCC"), "3A1B2C");

// %%
assert.deepStrictEqual(rleEncode("Aaabcc"), "1A2a1b2c");

// %%
assert.deepStrictEqual(rleEncode("a"), "1a");

// %%
assert.deepStrictEqual(rleEncode("aaabc"), "3a1b1c");

// %%
assert.deepStrictEqual(rleEncode("aabcc"), "2a1b2c");

// %%
assert.deepStrictEqual(rleEncode(" "), "1 ");

// %%
assert.deepStrictEqual(rleEncode(" abc"), "1 1a1b1c");

// %%
assert.deepStrictEqual(rleEncode("bc"), "1b1c");

// %%
assert.deepStrictEqual(rleEncode("abcabc"), "1a1b1c1a1b1c");

// %%
assert.deepStrictEqual(rleEncode("Abc"), "1A1b1c");

// %%
assert.deepStrictEqual(rleEncode("zzz"), "3z");

// %%
assert.deepStrictEqual(rleEncode("zzzzzzzz"), "8z");

// %%
assert.deepStrictEqual(rleEncode("ZZZZ"), "4Z");

// %%
assert.deepStrictEqual(rleEncode("zzzzz"), "5z");

// %%
assert.deepStrictEqual(rleEncode("Zzzz"), "1Z3z");

// %%
assert.deepStrictEqual(rleEncode("zzzz "), "4z1 ");

// %%
assert.deepStrictEqual(rleEncode("zzzza"), "4z1a");

// %%
assert.deepStrictEqual(rleEncode("z"), "1z");

// %%
assert.deepStrictEqual(rleEncode("  !! "), "2 2!1 ");

// %%
assert.deepStrictEqual(rleEncode("  !"), "2 1!");

// %%
assert.deepStrictEqual(rleEncode("  !!a"), "2 2!1a");

// %%
assert.deepStrictEqual(rleEncode("  "), "2 ");
