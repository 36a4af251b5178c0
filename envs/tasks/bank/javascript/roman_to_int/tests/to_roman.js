// %%
assert.deepStrictEqual(intToRoman(1994), "MCMXCIV");

// %%
assert.deepStrictEqual(intToRoman(4), "IV");

// %%
assert.deepStrictEqual(intToRoman(3999), "MMMCMXCIX");

// %%
assert.throws(() => intToRoman(0), { name: 'RangeError', message: "number out of range" });

// %%
assert.throws(() => intToRoman(4000), { name: 'RangeError', message: "number out of range" });
