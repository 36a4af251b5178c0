// %%
assert.deepStrictEqual(distinctPrimeFactors(360), [2, 3, 5]);

// %%
assert.deepStrictEqual(distinctPrimeFactors(1024), [2]);

// %%
assert.deepStrictEqual(distinctPrimeFactors(8633), [89, 97]);
