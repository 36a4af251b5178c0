// %%
assert.deepStrictEqual(caesarCipher("a1", 0), "a1");

// %%
assert.deepStrictEqual(caesarCipher("a", 1), "b");

// %%
assert.deepStrictEqual(caesarCipher("A1", 1), "B2");

// %%
assert.deepStrictEqual(caesarCipher("a1a1", 1), "b2b2");

// %%
assert.deepStrictEqual(caesarCipher("a1", 10), "k1");

// %%
assert.deepStrictEqual(caesarCipher(" a1", 1), " b2");

// %%
assert.deepStrictEqual(caesarCipher("a1", 2), "c3");

// %%
assert.deepStrictEqual(caesarCipher("a1", 8), "i9");

// %%
assert.deepStrictEqual(caesarCipher("9", 0), "9");

// %%
assert.deepStrictEqual(caesarCipher(" 9", 1), " 0");

// %%
assert.deepStrictEqual(caesarCipher("99", 1), "00");

// %%
assert.deepStrictEqual(caesarCipher("9", 100001), "0");

// %%
assert.deepStrictEqual(caesarCipher("90", 1), "01");

// %%
assert.deepStrictEqual(caesarCipher(" 0", -1), " 9");

// %%
assert.deepStrictEqual(caesarCipher("0a", -1), "9z");

// %%
assert.deepStrictEqual(caesarCipher("00", -1), "99");

// %%
assert.deepStrictEqual(caesarCipher("0", 0), "0");

// %%
assert.deepStrictEqual(caesarCipher("0", -10), "0");

// %%
assert.deepStrictEqual(caesarCipher("0", 6), "6");

// %%
assert.deepStrictEqual(caesarCipher("rOOM 101", 13), "eBBZ 434");

// %%
assert.deepStrictEqual(caesarCipher("Room 101 ", 13), "Ebbz 434 ");

// %%
assert.deepStrictEqual(caesarCipher("101 mooR", 13), "434 zbbE");

// %%
assert.deepStrictEqual(caesarCipher("Room 101", 1), "Sppn 212");

// %%
assert.deepStrictEqual(caesarCipher("RRoom 101", 13), "EEbbz 434");
