// %%
assert.throws(() => rleEncode("a1"), { name: 'RangeError', message: "digits cannot be encoded" });

// %%
assert.throws(() => rleEncode("999"), { name: 'RangeError', message: "digits cannot be encoded" });

// %%
assert.deepStrictEqual(rleEncode("ab"), "1a1b");
