// %%
assert.deepStrictEqual(caesarDecipher("Khoor, Zruog!", 10), "Axeeh, Phkew!");

// %%
assert.deepStrictEqual(caesarDecipher("Khoor, Zruog!a", 3), "Hello, World!x");

// %%
assert.deepStrictEqual(caesarDecipher("Khoor, Zruog!", 0), "Khoor, Zruog!");

// %%
assert.deepStrictEqual(caesarDecipher("hoor, Zruog!", 3), "ello, World!");

// %%
assert.deepStrictEqual(caesarDecipher("Khoor,  Zruog!", 3), "Hello,  World!");

// %%
assert.deepStrictEqual(caesarDecipher("Khoor, Zruog!", 100003), "Dahhk, Sknhz!");

// %%
assert.deepStrictEqual(caesarDecipher("abc", 1), "zab");

// %%
assert.deepStrictEqual(caesarDecipher("abc", 100029), "tuv");

// %%
assert.deepStrictEqual(caesarDecipher("abc", 290), "wxy");

// %%
assert.deepStrictEqual(caesarDecipher("abca", 29), "xyzx");

// %%
assert.deepStrictEqual(caesarDecipher("abc", 0), "abc");

// %%
assert.deepStrictEqual(caesarDecipher(" abc", 29), " xyz");

// %%
assert.deepStrictEqual(caesarDecipher("abc", 14), "mno");

// %%
assert.deepStrictEqual(caesarDecipher("abc", 30), "wxy");

// %%
assert.deepStrictEqual(caesarDecipher("abc", 36), "qrs");

// %%
assert.deepStrictEqual(caesarDecipher("abc", 58), "uvw");

// %%
assert.deepStrictEqual(caesarDecipher("ABC", 29), "XYZ");

// %%
assert.deepStrictEqual(caesarDecipher("zabzab", -1), "abcabc");

// %%
assert.deepStrictEqual(caesarDecipher("zaba", -1), "abcb");

// %%
assert.deepStrictEqual(caesarDecipher("zab", -2), "bcd");

// %%
assert.deepStrictEqual(caesarDecipher("zzab", -1), "aabc");

// %%
assert.deepStrictEqual(caesarDecipher("ZAB", -1), "ABC");

// %%
assert.deepStrictEqual(caesarDecipher(" zab", -1), " abc");

// %%
assert.deepStrictEqual(caesarDecipher("zab", 1), "yza");
