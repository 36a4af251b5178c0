// %%
assert.throws(() => gradeLetter(101), { name: 'RangeError', message: "score must be between 0 and 100" });

// %%
assert.throws(() => gradeLetter(-1), { name: 'RangeError', message: "score must be between 0 and 100" });

// %%
assert.deepStrictEqual(gradeLetter(100), "A");
