// %%
assert.deepStrictEqual(rleEncode("aaaaaaaaaaaaaaaaaaaaaaaa"), "9a9a6a");

// %%
assert.deepStrictEqual(rleEncode(" aaaaaaaaaaaa"), "1 9a3a");

// %%
assert.deepStrictEqual(rleEncode("aaaaaaaaaaaaa"), "9a4a");

// %%
assert.deepStrictEqual(rleEncode("a"), "1a");

// %%
assert.deepStrictEqual(rleEncode("aaaaaa"), "6a");

// %%
assert.deepStrictEqual(rleEncode("c"), "1c");

// %%
assert.deepStrictEqual(rleEncode("CCCCCCCCCCCCCCCCCC"), "9C9C");

// %%
assert.deepStrictEqual(rleEncode("ccccccccc"), "9c");

// %%
assert.deepStrictEqual(rleEncode("ccccccccccccccccc"), "9c8c");

// %%
assert.deepStrictEqual(rleEncode("Cccccccccccccccccc"), "1C9c8c");

// %%
assert.deepStrictEqual(rleEncode("cccccccccccccccccc "), "9c9c1 ");

// %%
assert.deepStrictEqual(rleEncode("ccccccccccccccccccc"), "9c9c1c");

// %%
assert.deepStrictEqual(rleEncode("bbbbbbbbx"), "8b1x");

// %%
assert.deepStrictEqual(rleEncode("bbbbbbbbbxa"), "9b1x1a");

// %%
assert.deepStrictEqual(rleEncode("bbbbbbbbb"), "9b");

// %%
assert.deepStrictEqual(rleEncode("b"), "1b");

// %%
assert.deepStrictEqual(rleEncode("bbbbbbbbbbx"), "9b1b1x");

// %%
assert.deepStrictEqual(rleEncode(" ddddddddddddddddddddddddd"), "1 9d9d7d");

// %%
assert.deepStrictEqual(rleEncode("d"), "1d");

// %%
assert.deepStrictEqual(rleEncode("dddddddddddddddddddddddd"), "9d9d6d");

// %%
assert.deepStrictEqual(rleEncode("dddddddddddddddddddddddddd"), "9d9d8d");

// %%
assert.deepStrictEqual(rleEncode("ddddddddddddddddddddddddd "), "9d9d7d1 ");

// %%
assert.deepStrictEqual(rleEncode("dddddddddddddddddddddddddddddddddddddddddddddddddd"), "9d9d9d9d9d5d");

// %%
assert.deepStrictEqual(rleEncode("ddddddddddddddddddddddddda"), "9d9d7d1a");
