// %%
assert.throws(() => primeFactors(-120), { name: 'RangeError', message: "n must be at least 2" });

// %%
assert.throws(() => primeFactors(-1), { name: 'RangeError', message: "n must be at least 2" });

// %%
assert.throws(() => primeFactors(-24), { name: 'RangeError', message: "n must be at least 2" });

// %%
assert.throws(() => primeFactors(-5), { name: 'RangeError', message: "n must be at least 2" });

// %%
assert.throws(() => primeFactors(-6), { name: 'RangeError', message: "n must be at least 2" });

// %%
assert.throws(() => primeFactors(-13), { name: 'RangeError', message: "n must be at least 2" });

// %%
assert.throws(() => primeFactors(-11), { name: 'RangeError', message: "n must be at least 2" });

// %%
assert.deepStrictEqual(primeFactors(4), [2, 2]);

// %%
assert.deepStrictEqual(primeFactors(100002), [2, 3, 7, 2381]);

// %%
assert.deepStrictEqual(primeFactors(20), [2, 2, 5]);

// %%
assert.deepStrictEqual(primeFactors(9), [3, 3]);

// %%
assert.deepStrictEqual(primeFactors(3), [3]);
