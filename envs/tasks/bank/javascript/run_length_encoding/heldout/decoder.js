// %%
assert.deepStrictEqual(rleDecode("3A1B2C"), "AAABCC");

// %%
assert.deepStrictEqual(rleDecode("3a1b2c3a1b2c"), "aaabccaaabcc");

// %%
assert.deepStrictEqual(rleDecode("9a"), "aaaaaaaaa");

// %%
assert.deepStrictEqual(rleDecode("9a3a9a3a"), "aaaaaaaaaaaaaaaaaaaaaaaa");

// %%
assert.deepStrictEqual(rleDecode("9A3A"), "AAAAAAAAAAAA");

// %%
assert.throws(() => rleDecode(" 3"), { name: 'RangeError', message: "malformed input" });

// %%
assert.throws(() => rleDecode("A3"), { name: 'RangeError', message: "malformed input" });

// %%
assert.throws(() => rleDecode("a3 "), { name: 'RangeError', message: "malformed input" });

// %%
assert.throws(() => rleDecode("a3a"), { name: 'RangeError', message: "malformed input" });

// %%
assert.throws(() => rleDecode("a"), { name: 'RangeError', message: "malformed input" });

// %%
assert.throws(() => rleDecode("a30"), { name: 'RangeError', message: "malformed input" });

// %%
assert.throws(() => rleDecode(" a3"), { name: 'RangeError', message: "malformed input" });

// %%
assert.throws(() => rleDecode("0a0"), { name: 'RangeError', message: "malformed input" });

// %%
assert.throws(() => rleDecode("0A"), { name: 'RangeError', message: "malformed input" });

// %%
assert.throws(() => rleDecode("0a "), { name: 'RangeError', message: "malformed input" });

// %%
assert.throws(() => rleDecode("00a"), { name: 'RangeError', message: "malformed input" });

// %%
assert.throws(() => rleDecode("a0"), { name: 'RangeError', message: "malformed input" });

// %%
assert.throws(() => rleDecode("0a0a"), { name: 'RangeError', message: "malformed input" });

// %%
assert.throws(() => rleDecode("0aa"), { name: 'RangeError', message: "malformed input" });

// %%
assert.throws(() => rleDecode("0"), { name: 'RangeError', message: "malformed input" });

// %%
assert.throws(() => rleDecode("33a"), { name: 'RangeError', message: "malformed input" });

// %%
assert.throws(() => rleDecode(" 33"), { name: 'RangeError', message: "malformed input" });

// %%
assert.throws(() => rleDecode("333"), { name: 'RangeError', message: "malformed input" });

// %%
assert.throws(() => rleDecode("33 "), { name: 'RangeError', message: "malformed input" });
