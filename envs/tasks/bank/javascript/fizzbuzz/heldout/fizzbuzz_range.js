// %%
assert.deepStrictEqual(fizzbuzzRange(9, 10), ["Fizz", "Buzz"]);

// %%
assert.deepStrictEqual(fizzbuzzRange(8, 11), ["8", "Fizz", "Buzz", "11"]);

// %%
assert.deepStrictEqual(fizzbuzzRange(10, 11), ["Buzz", "11"]);

// %%
assert.deepStrictEqual(fizzbuzzRange(9, 12), ["Fizz", "Buzz", "11", "Fizz"]);

// %%
assert.deepStrictEqual(fizzbuzzRange(-3, -2), ["Fizz", "-2"]);

// %%
assert.deepStrictEqual(fizzbuzzRange(-1, -1), ["-1"]);

// %%
assert.deepStrictEqual(fizzbuzzRange(-4, -1), ["-4", "Fizz", "-2", "-1"]);

// %%
assert.deepStrictEqual(fizzbuzzRange(-2, -1), ["-2", "-1"]);

// %%
assert.deepStrictEqual(fizzbuzzRange(-6, -1), ["Fizz", "Buzz", "-4", "Fizz", "-2", "-1"]);

// %%
assert.deepStrictEqual(fizzbuzzRange(19, 20), ["19", "Buzz"]);

// %%
assert.throws(() => fizzbuzzRange(12, 4), { name: 'RangeError', message: "start must not exceed end" });

// %%
assert.throws(() => fizzbuzzRange(5, 1), { name: 'RangeError', message: "start must not exceed end" });

// %%
assert.throws(() => fizzbuzzRange(5, 2), { name: 'RangeError', message: "start must not exceed end" });

// %%
assert.throws(() => fizzbuzzRange(5, 0), { name: 'RangeError', message: "start must not exceed end" });

// %%
assert.throws(() => fizzbuzzRange(50, 4), { name: 'RangeError', message: "start must not exceed end" });

// %%
assert.throws(() => fizzbuzzRange(6, 4), { name: 'RangeError', message: "start must not exceed end" });

// %%
assert.throws(() => fizzbuzzRange(10, 4), { name: 'RangeError', message: "start must not exceed end" });

// %%
assert.throws(() => fizzbuzzRange(5, 3), { name: 'RangeError', message: "start must not exceed end" });
