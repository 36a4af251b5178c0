// %%
assert.throws(() => rleEncode("a1a1"), { name: 'RangeError', message: "digits cannot be encoded" });

// %%
assert.throws(() => rleEncode("1"), { name: 'RangeError', message: "digits cannot be encoded" });

// %%
assert.throws(() => rleEncode(" a1"), { name: 'RangeError', message: "digits cannot be encoded" });

// %%
assert.throws(() => rleEncode("a1 "), { name: 'RangeError', message: "digits cannot be encoded" });

// %%
assert.throws(() => rleEncode("a10"), { name: 'RangeError', message: "digits cannot be encoded" });

// %%
assert.throws(() => rleEncode("a1a"), { name: 'RangeError', message: "digits cannot be encoded" });

// %%
assert.throws(() => rleEncode("1a"), { name: 'RangeError', message: "digits cannot be encoded" });

// %%
assert.throws(() => rleEncode("aa1"), { name: 'RangeError', message: "digits cannot be encoded" });

// %%
assert.throws(() => rleEncode(" 999"), { name: 'RangeError', message: "digits cannot be encoded" });

// %%
assert.throws(() => rleEncode("999a"), { name: 'RangeError', message: "digits cannot be encoded" });

// %%
assert.throws(() => rleEncode("999 "), { name: 'RangeError', message: "digits cannot be encoded" });

// %%
assert.throws(() => rleEncode("999999"), { name: 'RangeError', message: "digits cannot be encoded" });

// %%
assert.throws(() => rleEncode("9999"), { name: 'RangeError', message: "digits cannot be encoded" });

// %%
assert.throws(() => rleEncode("9"), { name: 'RangeError', message: "digits cannot be encoded" });

// %%
assert.deepStrictEqual(rleEncode("ba"), "1b1a");

// %%
assert.deepStrictEqual(rleEncode("Ab"), "1A1b");

// %%
assert.deepStrictEqual(rleEncode("abab"), "1a1b1a1b");

// %%
assert.deepStrictEqual(rleEncode("a"), "1a");

// %%
assert.deepStrictEqual(rleEncode("AB"), "1A1B");

// %%
assert.deepStrictEqual(rleEncode(" ab"), "1 1a1b");

// %%
assert.deepStrictEqual(rleEncode("ab "), "1a1b1 ");

// %%
assert.deepStrictEqual(rleEncode("b"), "1b");

// %%
assert.deepStrictEqual(rleEncode("aab"), "2a1b");

// %%
assert.deepStrictEqual(rleEncode("aba"), "1a1b1a");
