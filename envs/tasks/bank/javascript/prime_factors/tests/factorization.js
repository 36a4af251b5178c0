// %%
assert.deepStrictEqual(factorization(360), "2^3 * 3^2 * 5");

// %%
assert.deepStrictEqual(factorization(13), "13");

// %%
assert.deepStrictEqual(factorization(1024), "2^10");

// %%
assert.deepStrictEqual(factorization(294), "2 * 3 * 7^2");
