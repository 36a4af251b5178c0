// %%
assert.deepStrictEqual(caesarCipher("a1", 1), "b2");

// %%
assert.deepStrictEqual(caesarCipher("9", 1), "0");

// %%
assert.deepStrictEqual(caesarCipher("0", -1), "9");

// %%
assert.deepStrictEqual(caesarCipher("Room 101", 13), "Ebbz 434");
