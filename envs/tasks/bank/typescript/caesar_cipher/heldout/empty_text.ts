// %%
assert.throws(() => caesarCipher("", 6), { name: 'RangeError', message: "text must not be empty" });

// %%
assert.throws(() => caesarCipher("", 4), { name: 'RangeError', message: "text must not be empty" });

// %%
assert.throws(() => caesarCipher("", 10), { name: 'RangeError', message: "text must not be empty" });

// %%
assert.throws(() => caesarCipher("", 1), { name: 'RangeError', message: "text must not be empty" });

// %%
assert.throws(() => caesarCipher("", 0), { name: 'RangeError', message: "text must not be empty" });

// %%
assert.throws(() => caesarCipher("", 30), { name: 'RangeError', message: "text must not be empty" });

// %%
assert.throws(() => caesarCipher("", 100003), { name: 'RangeError', message: "text must not be empty" });

// %%
assert.throws(() => caesarCipher("", 2), { name: 'RangeError', message: "text must not be empty" });

// %%
assert.deepStrictEqual(caesarCipher(" ", 1), " ");

// %%
assert.deepStrictEqual(caesarCipher(" ", 30), " ");

// %%
assert.deepStrictEqual(caesarCipher("  ", 3), "  ");

// %%
assert.deepStrictEqual(caesarCipher(" ", 6), " ");

// %%
assert.deepStrictEqual(caesarCipher(" ", 100003), " ");

// %%
assert.deepStrictEqual(caesarCipher(" a", 3), " d");

// %%
assert.deepStrictEqual(caesarCipher(" ", 0), " ");

// %%
assert.deepStrictEqual(caesarCipher(" ", 10), " ");

// %%
assert.deepStrictEqual(caesarCipher(" ", 4), " ");

// %%
assert.deepStrictEqual(caesarCipher(" ", 2), " ");
