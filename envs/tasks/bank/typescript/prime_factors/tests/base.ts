// %%
assert.deepStrictEqual(primeFactors(12), [2, 2, 3]);

// %%
assert.deepStrictEqual(primeFactors(13), [13]);

// %%
assert.deepStrictEqual(primeFactors(360), [2, 2, 2, 3, 3, 5]);

// %%
assert.deepStrictEqual(primeFactors(8633), [89, 97]);

// %%
assert.deepStrictEqual(primeFactors(1024), [2, 2, 2, 2, 2, 2, 2, 2, 2, 2]);
