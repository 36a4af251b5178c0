// %%
assert.throws(() => caesarCipher("", 3), { name: 'RangeError', message: "text must not be empty" });

// %%
assert.deepStrictEqual(caesarCipher(" ", 3), " ");
