// %%
assert.deepStrictEqual(romanToInt(" XIV "), 14);

// %%
assert.deepStrictEqual(romanToInt("xiv"), 14);

// %%
assert.deepStrictEqual(romanToInt("  xiv "), 14);

// %%
assert.deepStrictEqual(romanToInt(" xiv  "), 14);

// %%
assert.deepStrictEqual(romanToInt(" xiv"), 14);

// %%
assert.deepStrictEqual(romanToInt("xiv "), 14);

// %%
assert.deepStrictEqual(romanToInt(" x"), 10);

// %%
assert.deepStrictEqual(romanToInt(" Xiv "), 14);

// %%
assert.deepStrictEqual(romanToInt("  xiv  "), 14);

// %%
assert.deepStrictEqual(romanToInt(" mcmXCiv"), 1994);

// %%
assert.deepStrictEqual(romanToInt("MCMxcIV"), 1994);

// %%
assert.deepStrictEqual(romanToInt("m"), 1000);

// %%
assert.deepStrictEqual(romanToInt("cmXCiv"), 994);

// %%
assert.deepStrictEqual(romanToInt("mcm"), 1900);

// %%
assert.deepStrictEqual(romanToInt("mmcmXCiv"), 2994);

// %%
assert.deepStrictEqual(romanToInt("mcmxciv"), 1994);

// %%
assert.deepStrictEqual(romanToInt("Mcmxciv"), 1994);

// %%
assert.deepStrictEqual(romanToInt("mcmXCi"), 1991);

// %%
assert.deepStrictEqual(romanToInt("mcmXCiv "), 1994);

// %%
assert.deepStrictEqual(romanToInt("MCMXCIV"), 1994);
