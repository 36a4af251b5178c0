// %%
assert.deepStrictEqual(rleEncode("aaaaaaaaaaaa"), "9a3a");

// %%
assert.deepStrictEqual(rleEncode("cccccccccccccccccc"), "9c9c");

// %%
assert.deepStrictEqual(rleEncode("bbbbbbbbbx"), "9b1x");

// %%
assert.deepStrictEqual(rleEncode("ddddddddddddddddddddddddd"), "9d9d7d");
