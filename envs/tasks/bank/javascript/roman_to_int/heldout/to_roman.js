// %%
assert.deepStrictEqual(intToRoman(1993), "MCMXCIII");

// %%
assert.deepStrictEqual(intToRoman(2001), "MMI");

// %%
assert.deepStrictEqual(intToRoman(997), "CMXCVII");

// %%
assert.deepStrictEqual(intToRoman(1), "I");

// %%
assert.deepStrictEqual(intToRoman(1995), "MCMXCV");

// %%
assert.deepStrictEqual(intToRoman(3988), "MMMCMLXXXVIII");

// %%
assert.deepStrictEqual(intToRoman(3), "III");

// %%
assert.deepStrictEqual(intToRoman(8), "VIII");

// %%
assert.deepStrictEqual(intToRoman(11), "XI");

// %%
assert.deepStrictEqual(intToRoman(5), "V");

// %%
assert.deepStrictEqual(intToRoman(40), "XL");

// %%
assert.deepStrictEqual(intToRoman(2), "II");

// %%
assert.deepStrictEqual(intToRoman(1999), "MCMXCIX");

// %%
assert.deepStrictEqual(intToRoman(3998), "MMMCMXCVIII");

// %%
assert.throws(() => intToRoman(100000), { name: 'RangeError', message: "number out of range" });

// %%
assert.throws(() => intToRoman(8000), { name: 'RangeError', message: "number out of range" });

// %%
assert.throws(() => intToRoman(104000), { name: 'RangeError', message: "number out of range" });

// %%
assert.throws(() => intToRoman(40000), { name: 'RangeError', message: "number out of range" });

// %%
assert.throws(() => intToRoman(4007), { name: 'RangeError', message: "number out of range" });

// %%
assert.throws(() => intToRoman(4001), { name: 'RangeError', message: "number out of range" });
