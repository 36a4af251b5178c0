// %%
assert.throws(() => romanToInt(" "), { name: 'RangeError', message: "empty numeral" });

// %%
assert.throws(() => romanToInt("      "), { name: 'RangeError', message: "empty numeral" });

// %%
assert.throws(() => romanToInt("  "), { name: 'RangeError', message: "empty numeral" });

// %%
assert.throws(() => romanToInt("    "), { name: 'RangeError', message: "empty numeral" });
