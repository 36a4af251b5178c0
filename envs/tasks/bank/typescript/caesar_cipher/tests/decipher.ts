// %%
assert.deepStrictEqual(caesarDecipher("Khoor, Zruog!", 3), "Hello, World!");

// %%
assert.deepStrictEqual(caesarDecipher("abc", 29), "xyz");

// %%
assert.deepStrictEqual(caesarDecipher("zab", -1), "abc");
