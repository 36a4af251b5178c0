// %%
assert.deepStrictEqual(rleDecode("3a1b2c"), "aaabcc");

// %%
assert.deepStrictEqual(rleDecode(""), "");

// %%
assert.deepStrictEqual(rleDecode("9a3a"), "aaaaaaaaaaaa");

// %%
assert.throws(() => rleDecode("3"), { name: 'RangeError', message: "malformed input" });

// %%
assert.throws(() => rleDecode("a3"), { name: 'RangeError', message: "malformed input" });

// %%
assert.throws(() => rleDecode("0a"), { name: 'RangeError', message: "malformed input" });

// %%
assert.throws(() => rleDecode("33"), { name: 'RangeError', message: "malformed input" });
