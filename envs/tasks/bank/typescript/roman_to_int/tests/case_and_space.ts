// %%
assert.deepStrictEqual(romanToInt(" xiv "), 14);

// %%
assert.deepStrictEqual(romanToInt("mcmXCiv"), 1994);

// %%
assert.deepStrictEqual(romanToInt("\tMMXXIV\n"), 2024);
