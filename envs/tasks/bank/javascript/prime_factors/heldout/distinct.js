// %%
assert.deepStrictEqual(distinctPrimeFactors(359), [359]);

// %%
assert.deepStrictEqual(distinctPrimeFactors(720), [2, 3, 5]);

// %%
assert.deepStrictEqual(distinctPrimeFactors(3600), [2, 3, 5]);

// %%
assert.deepStrictEqual(distinctPrimeFactors(361), [19]);

// %%
assert.deepStrictEqual(distinctPrimeFactors(100360), [2, 5, 13, 193]);

// %%
assert.deepStrictEqual(distinctPrimeFactors(367), [367]);

// %%
assert.deepStrictEqual(distinctPrimeFactors(180), [2, 3, 5]);

// %%
assert.deepStrictEqual(distinctPrimeFactors(1025), [5, 41]);

// %%
assert.deepStrictEqual(distinctPrimeFactors(1031), [1031]);

// %%
assert.deepStrictEqual(distinctPrimeFactors(101024), [2, 7, 11, 41]);

// %%
assert.deepStrictEqual(distinctPrimeFactors(512), [2]);

// %%
assert.deepStrictEqual(distinctPrimeFactors(2048), [2]);

// %%
assert.deepStrictEqual(distinctPrimeFactors(1023), [3, 11, 31]);

// %%
assert.deepStrictEqual(distinctPrimeFactors(10240), [2, 5]);

// %%
assert.deepStrictEqual(distinctPrimeFactors(4316), [2, 13, 83]);

// %%
assert.deepStrictEqual(distinctPrimeFactors(108633), [3, 7, 739]);

// %%
assert.deepStrictEqual(distinctPrimeFactors(8640), [2, 3, 5]);

// %%
assert.deepStrictEqual(distinctPrimeFactors(8632), [2, 13, 83]);

// %%
assert.deepStrictEqual(distinctPrimeFactors(17266), [2, 89, 97]);

// %%
assert.deepStrictEqual(distinctPrimeFactors(86330), [2, 5, 89, 97]);

// %%
assert.deepStrictEqual(distinctPrimeFactors(8634), [2, 3, 1439]);
