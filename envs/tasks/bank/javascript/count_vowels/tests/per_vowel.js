// %%
assert.deepStrictEqual(vowelCounts("Education"), [1, 1, 1, 1, 1]);

// %%
assert.deepStrictEqual(vowelCounts("banana"), [3, 0, 0, 0, 0]);

// %%
assert.deepStrictEqual(vowelCounts(""), [0, 0, 0, 0, 0]);
