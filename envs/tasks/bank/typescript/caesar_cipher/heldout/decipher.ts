// %%
assert.deepStrictEqual(caesarDecipher("khoor, zruog!", 3), "hello, world!");

// %%
assert.deepStrictEqual(caesarDecipher("Khoor, Zruog!", 2), "Ifmmp, Xpsme!");

// %%
assert.deepStrictEqual(caesarDecipher("Khoor, Zruog!", 0), "Khoor, Zruog!");

// %%
assert.deepStrictEqual(caesarDecipher("KHOOR, ZRUOG!", 3), "HELLO, WORLD!");

// %%
assert.deepStrictEqual(caesarDecipher("Khoor, Zruog!", 6), "Ebiil, Tloia!");

// %%
assert.deepStrictEqual(caesarDecipher("Khoor,  Zruog!", 3), "Hello,  World!");

// %%
assert.deepStrictEqual(caesarDecipher("Khoor, Zruog!a", 3), "Hello, World!x");

// %%
assert.deepStrictEqual(caesarDecipher("Khoor, Zruog!", 4), "Gdkkn, Vnqkc!");

// %%
assert.deepStrictEqual(caesarDecipher("abc", 58), "uvw");

// %%
assert.deepStrictEqual(caesarDecipher("cba", 29), "zyx");

// %%
assert.deepStrictEqual(caesarDecipher("abc", 36), "qrs");

// %%
assert.deepStrictEqual(caesarDecipher("abc", 290), "wxy");

// %%
assert.deepStrictEqual(caesarDecipher("abc ", 29), "xyz ");

// %%
assert.deepStrictEqual(caesarDecipher("ab", 29), "xy");

// %%
assert.deepStrictEqual(caesarDecipher("abc", 1), "zab");

// %%
assert.deepStrictEqual(caesarDecipher(" abc", 29), " xyz");

// %%
assert.deepStrictEqual(caesarDecipher("zzab", -1), "aabc");

// %%
assert.deepStrictEqual(caesarDecipher("baz", -1), "cba");

// %%
assert.deepStrictEqual(caesarDecipher("zabzab", -1), "abcabc");

// %%
assert.deepStrictEqual(caesarDecipher("zab", 99999), "wxy");

// %%
assert.deepStrictEqual(caesarDecipher("zab", -10), "jkl");

// %%
assert.deepStrictEqual(caesarDecipher("Zab", -1), "Abc");

// %%
assert.deepStrictEqual(caesarDecipher("zab", 0), "zab");

// %%
assert.deepStrictEqual(caesarDecipher("ab", -1), "bc");
