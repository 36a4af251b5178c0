// %%
assert.deepStrictEqual(fizzbuzzRange(9, 11), ["Fizz", "Buzz", "11"]);

// %%
assert.deepStrictEqual(fizzbuzzRange(-3, -1), ["Fizz", "-2", "-1"]);

// %%
assert.deepStrictEqual(fizzbuzzRange(20, 20), ["Buzz"]);

// %%
assert.throws(() => fizzbuzzRange(5, 4), { name: 'RangeError', message: "start must not exceed end" });
