// %%
assert.deepStrictEqual(factorization(720), "2^4 * 3^2 * 5");

// %%
assert.deepStrictEqual(factorization(100360), "2^3 * 5 * 13 * 193");

// %%
assert.deepStrictEqual(factorization(361), "19^2");

// %%
assert.deepStrictEqual(factorization(367), "367");

// %%
assert.deepStrictEqual(factorization(180), "2^2 * 3^2 * 5");

// %%
assert.deepStrictEqual(factorization(130), "2 * 5 * 13");

// %%
assert.deepStrictEqual(factorization(26), "2 * 13");

// %%
assert.deepStrictEqual(factorization(20), "2^2 * 5");

// %%
assert.deepStrictEqual(factorization(12), "2^2 * 3");

// %%
assert.deepStrictEqual(factorization(6), "2 * 3");

// %%
assert.deepStrictEqual(factorization(100013), "103 * 971");

// %%
assert.deepStrictEqual(factorization(101024), "2^5 * 7 * 11 * 41");

// %%
assert.deepStrictEqual(factorization(512), "2^9");

// %%
assert.deepStrictEqual(factorization(1023), "3 * 11 * 31");

// %%
assert.deepStrictEqual(factorization(10240), "2^11 * 5");

// %%
assert.deepStrictEqual(factorization(2048), "2^11");

// %%
assert.deepStrictEqual(factorization(1031), "1031");

// %%
assert.deepStrictEqual(factorization(1025), "5^2 * 41");

// %%
assert.deepStrictEqual(factorization(301), "7 * 43");

// %%
assert.deepStrictEqual(factorization(293), "293");

// %%
assert.deepStrictEqual(factorization(100294), "2 * 50147");

// %%
assert.deepStrictEqual(factorization(295), "5 * 59");

// %%
assert.deepStrictEqual(factorization(147), "3 * 7^2");

// %%
assert.deepStrictEqual(factorization(588), "2^2 * 3 * 7^2");
