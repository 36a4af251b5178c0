// %%
assert.deepStrictEqual(caesarCipher("a1", 8), "i9");

// %%
assert.deepStrictEqual(caesarCipher("a1", 100001), "f2");

// %%
assert.deepStrictEqual(caesarCipher("a1 ", 1), "b2 ");

// %%
assert.deepStrictEqual(caesarCipher("a1", 2), "c3");

// %%
assert.deepStrictEqual(caesarCipher("1a", 1), "2b");

// %%
assert.deepStrictEqual(caesarCipher("1", 1), "2");

// %%
assert.deepStrictEqual(caesarCipher("aa1", 1), "bb2");

// %%
assert.deepStrictEqual(caesarCipher("a", 1), "b");

// %%
assert.deepStrictEqual(caesarCipher("a1", 0), "a1");

// %%
assert.deepStrictEqual(caesarCipher("90", 1), "01");

// %%
assert.deepStrictEqual(caesarCipher("9 ", 1), "0 ");

// %%
assert.deepStrictEqual(caesarCipher("9", 8), "7");

// %%
assert.deepStrictEqual(caesarCipher("9a", 1), "0b");

// %%
assert.deepStrictEqual(caesarCipher("9", 0), "9");

// %%
assert.deepStrictEqual(caesarCipher("9", 2), "1");

// %%
assert.deepStrictEqual(caesarCipher("0", 99999), "9");

// %%
assert.deepStrictEqual(caesarCipher("0", 1), "1");

// %%
assert.deepStrictEqual(caesarCipher("0", -2), "8");

// %%
assert.deepStrictEqual(caesarCipher("0", -10), "0");

// %%
assert.deepStrictEqual(caesarCipher("Room", 13), "Ebbz");

// %%
assert.deepStrictEqual(caesarCipher(" Room 101", 13), " Ebbz 434");

// %%
assert.deepStrictEqual(caesarCipher("Room 101Room 101", 13), "Ebbz 434Ebbz 434");

// %%
assert.deepStrictEqual(caesarCipher("Room 101 ", 13), "Ebbz 434 ");

// %%
assert.deepStrictEqual(caesarCipher("oom 101", 13), "bbz 434");
