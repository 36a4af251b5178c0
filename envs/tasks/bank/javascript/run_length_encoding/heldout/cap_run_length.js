// %%
assert.deepStrictEqual(rleEncode("aaaaaaaaaaaa "), "9a3a1 ");

// %%
assert.deepStrictEqual(rleEncode(""), "");

// %%
assert.deepStrictEqual(rleEncode("Aaaaaaaaaaaa"), "1A9a2a");

// %%
assert.deepStrictEqual(rleEncode("aaaaaaaaaaaaaaaaaaaaaaaa"), "9a9a6a");

// %%
assert.deepStrictEqual(rleEncode("Cccccccccccccccccc"), "1C9c8c");

// %%
assert.deepStrictEqual(rleEncode("ccccccccccccccccc"), "9c8c");

// %%
assert.deepStrictEqual(rleEncode("ccccccccccccccccccc"), "9c9c1c");

// %%
assert.deepStrictEqual(rleEncode("cccccccccccccccccccccccccccccccccccc"), "9c9c9c9c");

// %%
assert.deepStrictEqual(rleEncode("ccccccccc"), "9c");

// %%
assert.deepStrictEqual(rleEncode("bbbbb"), "5b");

// %%
assert.deepStrictEqual(rleEncode("bbbbbbbbx"), "8b1x");

// %%
assert.deepStrictEqual(rleEncode("bbbbbbbbbxbbbbbbbbbx"), "9b1x9b1x");

// %%
assert.deepStrictEqual(rleEncode("b"), "1b");

// %%
assert.deepStrictEqual(rleEncode(" bbbbbbbbbx"), "1 9b1x");

// %%
assert.deepStrictEqual(rleEncode("bbbbbbbbb"), "9b");

// %%
assert.deepStrictEqual(rleEncode("bbbbbbbbbx "), "9b1x1 ");

// %%
assert.deepStrictEqual(rleEncode("ddddddddddddddddddddddddd "), "9d9d7d1 ");

// %%
assert.deepStrictEqual(rleEncode("dddddddddddddddddddddddd"), "9d9d6d");

// %%
assert.deepStrictEqual(rleEncode("dddddddddddd"), "9d3d");

// %%
assert.deepStrictEqual(rleEncode("Ddddddddddddddddddddddddd"), "1D9d9d6d");

// %%
assert.deepStrictEqual(rleEncode("DDDDDDDDDDDDDDDDDDDDDDDDD"), "9D9D7D");

// %%
assert.deepStrictEqual(rleEncode("dddddddddddddddddddddddddd"), "9d9d8d");

// %%
assert.deepStrictEqual(rleEncode("ddddddddddddddddddddddddda"), "9d9d7d1a");

// %%
assert.deepStrictEqual(rleEncode("dddddddddddddddddddddddddddddddddddddddddddddddddd"), "9d9d9d9d9d5d");
