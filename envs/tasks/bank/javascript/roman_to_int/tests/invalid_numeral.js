// %%
assert.throws(() => romanToInt("XIZ"), { name: 'RangeError', message: "invalid roman numeral: XIZ" });

// %%
assert.throws(() => romanToInt(" iiii "), { name: 'RangeError', message: "invalid roman numeral:  iiii " });

// %%
assert.throws(() => romanToInt("IC"), { name: 'RangeError', message: "invalid roman numeral: IC" });

// %%
assert.throws(() => romanToInt("VX"), { name: 'RangeError', message: "invalid roman numeral: VX" });

// %%
assert.throws(() => romanToInt("MMMM"), { name: 'RangeError', message: "invalid roman numeral: MMMM" });

// %%
assert.deepStrictEqual(romanToInt("MMMCMXCIX"), 3999);
