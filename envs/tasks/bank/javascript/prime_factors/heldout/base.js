// %%
assert.deepStrictEqual(primeFactors(24), [2, 2, 2, 3]);

// %%
assert.deepStrictEqual(primeFactors(19), [19]);

// %%
assert.deepStrictEqual(primeFactors(120), [2, 2, 2, 3, 5]);

// %%
assert.deepStrictEqual(primeFactors(6), [2, 3]);

// %%
assert.deepStrictEqual(primeFactors(11), [11]);

// %%
assert.deepStrictEqual(primeFactors(26), [2, 13]);

// %%
assert.deepStrictEqual(primeFactors(100013), [103, 971]);

// %%
assert.deepStrictEqual(primeFactors(20), [2, 2, 5]);

// %%
assert.deepStrictEqual(primeFactors(130), [2, 5, 13]);

// %%
assert.deepStrictEqual(primeFactors(100360), [2, 2, 2, 5, 13, 193]);

// %%
assert.deepStrictEqual(primeFactors(3600), [2, 2, 2, 2, 3, 3, 5, 5]);

// %%
assert.deepStrictEqual(primeFactors(720), [2, 2, 2, 2, 3, 3, 5]);

// %%
assert.deepStrictEqual(primeFactors(108633), [3, 7, 7, 739]);

// %%
assert.deepStrictEqual(primeFactors(8632), [2, 2, 2, 13, 83]);

// %%
assert.deepStrictEqual(primeFactors(8640), [2, 2, 2, 2, 2, 2, 3, 3, 3, 5]);

// %%
assert.deepStrictEqual(primeFactors(86330), [2, 5, 89, 97]);

// %%
assert.deepStrictEqual(primeFactors(17266), [2, 89, 97]);

// %%
assert.deepStrictEqual(primeFactors(1025), [5, 5, 41]);

// %%
assert.deepStrictEqual(primeFactors(512), [2, 2, 2, 2, 2, 2, 2, 2, 2]);

// %%
assert.deepStrictEqual(primeFactors(101024), [2, 2, 2, 2, 2, 7, 11, 41]);

// %%
assert.deepStrictEqual(primeFactors(1023), [3, 11, 31]);

// %%
assert.deepStrictEqual(primeFactors(1031), [1031]);

// %%
assert.deepStrictEqual(primeFactors(10240), [2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 5]);

// %%
assert.deepStrictEqual(primeFactors(2048), [2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2]);
