// %%
assert.throws(() => primeFactors(1), { name: 'RangeError', message: "n must be at least 2" });

// %%
assert.throws(() => primeFactors(0), { name: 'RangeError', message: "n must be at least 2" });

// %%
assert.throws(() => primeFactors(-12), { name: 'RangeError', message: "n must be at least 2" });

// %%
assert.deepStrictEqual(primeFactors(2), [2]);
