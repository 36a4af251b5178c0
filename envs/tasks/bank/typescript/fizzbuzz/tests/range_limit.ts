// %%
assert.throws(() => fizzbuzz(-1), { name: 'RangeError', message: "n must be between 0 and 10000" });

// %%
assert.throws(() => fizzbuzz(10001), { name: 'RangeError', message: "n must be between 0 and 10000" });

// %%
assert.deepStrictEqual(fizzbuzz(3), ["1", "2", "Fizz"]);
