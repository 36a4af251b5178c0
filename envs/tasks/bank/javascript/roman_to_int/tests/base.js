// %%
assert.deepStrictEqual(romanToInt("III"), 3);

// %%
assert.deepStrictEqual(romanToInt("IV"), 4);

// %%
assert.deepStrictEqual(romanToInt("IX"), 9);

// %%
assert.deepStrictEqual(romanToInt("LVIII"), 58);

// %%
assert.deepStrictEqual(romanToInt("MCMXCIV"), 1994);
