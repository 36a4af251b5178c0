// %%
assert.deepStrictEqual(romanToInt("MMCMXCIX"), 2999);

// %%
assert.deepStrictEqual(romanToInt("MMMC"), 3100);

// %%
assert.deepStrictEqual(romanToInt("MMMCMXCI"), 3991);

// %%
assert.deepStrictEqual(romanToInt("M"), 1000);
