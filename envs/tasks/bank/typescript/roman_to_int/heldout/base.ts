// %%
assert.deepStrictEqual(romanToInt("I"), 1);

// %%
assert.deepStrictEqual(romanToInt("II"), 2);

// %%
assert.deepStrictEqual(romanToInt("V"), 5);

// %%
assert.deepStrictEqual(romanToInt("VI"), 6);

// %%
assert.deepStrictEqual(romanToInt("XI"), 11);

// %%
assert.deepStrictEqual(romanToInt("X"), 10);

// %%
assert.deepStrictEqual(romanToInt("VIII"), 8);

// %%
assert.deepStrictEqual(romanToInt("LV"), 55);

// %%
assert.deepStrictEqual(romanToInt("L"), 50);

// %%
assert.deepStrictEqual(romanToInt("LVII"), 57);

// %%
assert.deepStrictEqual(romanToInt("M"), 1000);

// %%
assert.deepStrictEqual(romanToInt("CMXCIV"), 994);

// %%
assert.deepStrictEqual(romanToInt("MCM"), 1900);

// %%
assert.deepStrictEqual(romanToInt("MCMXCI"), 1991);

// %%
assert.deepStrictEqual(romanToInt("MMCMXCIV"), 2994);
