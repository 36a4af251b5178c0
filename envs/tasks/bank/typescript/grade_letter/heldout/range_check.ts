// %%
assert.throws(() => gradeLetter(108), { name: 'RangeError', message: "score must be between 0 and 100" });

// %%
assert.throws(() => gradeLetter(102), { name: 'RangeError', message: "score must be between 0 and 100" });

// %%
assert.throws(() => gradeLetter(202), { name: 'RangeError', message: "score must be between 0 and 100" });

// %%
assert.throws(() => gradeLetter(1010), { name: 'RangeError', message: "score must be between 0 and 100" });

// %%
assert.throws(() => gradeLetter(100101), { name: 'RangeError', message: "score must be between 0 and 100" });

// %%
assert.throws(() => gradeLetter(-10), { name: 'RangeError', message: "score must be between 0 and 100" });

// %%
assert.throws(() => gradeLetter(-2), { name: 'RangeError', message: "score must be between 0 and 100" });

// %%
assert.throws(() => gradeLetter(99999), { name: 'RangeError', message: "score must be between 0 and 100" });

// %%
assert.deepStrictEqual(gradeLetter(50), "F");

// %%
assert.deepStrictEqual(gradeLetter(1), "F");

// %%
assert.deepStrictEqual(gradeLetter(0), "F");

// %%
assert.deepStrictEqual(gradeLetter(99), "A");
