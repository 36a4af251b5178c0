// %%
assert.deepStrictEqual(fizzbuzz(15), ["1", "2", "Fizz", "4", "Buzz", "Fizz", "7", "8", "Fizz", "Buzz", "11", "Fizz", "13", "14", "FizzBuzz"]);

// %%
assert.deepStrictEqual(fizzbuzz(5), ["1", "2", "Fizz", "4", "Buzz"]);

// %%
assert.deepStrictEqual(fizzbuzz(0), []);

// %%
assert.deepStrictEqual(fizzbuzz(1), ["1"]);
