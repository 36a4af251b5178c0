// %%
assert.throws(() => fizzbuzz(99999), { name: 'RangeError', message: "n must be between 0 and 10000" });

// %%
assert.throws(() => fizzbuzz(-2), { name: 'RangeError', message: "n must be between 0 and 10000" });

// %%
assert.throws(() => fizzbuzz(-10), { name: 'RangeError', message: "n must be between 0 and 10000" });

// %%
assert.throws(() => fizzbuzz(10008), { name: 'RangeError', message: "n must be between 0 and 10000" });

// %%
assert.throws(() => fizzbuzz(10002), { name: 'RangeError', message: "n must be between 0 and 10000" });

// %%
assert.throws(() => fizzbuzz(100010), { name: 'RangeError', message: "n must be between 0 and 10000" });

// %%
assert.throws(() => fizzbuzz(20002), { name: 'RangeError', message: "n must be between 0 and 10000" });

// %%
assert.throws(() => fizzbuzz(110001), { name: 'RangeError', message: "n must be between 0 and 10000" });

// %%
assert.deepStrictEqual(fizzbuzz(4), ["1", "2", "Fizz", "4"]);

// %%
assert.deepStrictEqual(fizzbuzz(2), ["1", "2"]);

// %%
assert.deepStrictEqual(fizzbuzz(1), ["1"]);

// %%
assert.deepStrictEqual(fizzbuzz(0), []);

// %%
assert.deepStrictEqual(fizzbuzz(6), ["1", "2", "Fizz", "4", "Buzz", "Fizz"]);
