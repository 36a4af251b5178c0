// %%
assert.deepStrictEqual(rleEncode("aaabccaaabcc"), "3a1b2c3a1b2c");

// %%
assert.deepStrictEqual(rleEncode("aabcc"), "2a1b2c");

// %%
assert.deepStrictEqual(rleEncode("aaabcc "), "3a1b2c1 ");

// %%
assert.deepStrictEqual(rleEncode("Aaabcc"), "1A2a1b2c");

// %%
assert.deepStrictEqual(rleEncode("a"), "1a");

// %%
assert.deepStrictEqual(rleEncode(" aaabcc"), "1 3a1b2c");

// %%
assert.deepStrictEqual(rleEncode("aaa"), "3a");

// %%
assert.deepStrictEqual(rleEncode("aabc"), "2a1b1c");

// %%
assert.deepStrictEqual(rleEncode("Abc"), "1A1b1c");

// %%
assert.deepStrictEqual(rleEncode("abca"), "1a1b1c1a");

// %%
assert.deepStrictEqual(rleEncode(" abc"), "1 1a1b1c");

// %%
assert.deepStrictEqual(rleEncode("bc"), "1b1c");

// %%
assert.deepStrictEqual(rleEncode("ab"), "1a1b");

// %%
assert.deepStrictEqual(rleEncode(" zzzz"), "1 4z");

// %%
assert.deepStrictEqual(rleEncode("z"), "1z");

// %%
assert.deepStrictEqual(rleEncode("ZZZZ"), "4Z");

// %%
assert.deepStrictEqual(rleEncode("zzzz "), "4z1 ");

// %%
assert.deepStrictEqual(rleEncode("zzzza"), "4z1a");

// %%
assert.deepStrictEqual(rleEncode("!!"), "2!");

// %%
assert.deepStrictEqual(rleEncode("  !"), "2 1!");

// %%
assert.deepStrictEqual(rleEncode("  !!a"), "2 2!1a");

// %%
assert.deepStrictEqual(rleEncode("    !!"), "4 2!");

// %%
assert.deepStrictEqual(rleEncode("  "), "2 ");

// %%
assert.deepStrictEqual(rleEncode("!!  "), "2!2 ");
