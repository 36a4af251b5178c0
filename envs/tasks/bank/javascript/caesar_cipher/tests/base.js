// %%
assert.deepStrictEqual(caesarCipher("abc", 1), "bcd");

// %%
assert.deepStrictEqual(caesarCipher("xyz", 3), "abc");

// %%
assert.deepStrictEqual(caesarCipher("Hello, World!", 3), "Khoor, Zruog!");

// %%
assert.deepStrictEqual(caesarCipher("abc", -1), "zab");

// %%
assert.deepStrictEqual(caesarCipher("abc", 27), "bcd");
