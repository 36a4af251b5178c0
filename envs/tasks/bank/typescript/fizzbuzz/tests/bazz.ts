// %%
assert.deepStrictEqual(fizzbuzz(5), ["1", "2", "Fizz", "4", "Buzz"]);

// %%
assert.deepStrictEqual(fizzbuzz(0), []);

// %%
assert.deepStrictEqual(fizzbuzz(7), ["1", "2", "Fizz", "4", "Buzz", "Fizz", "Bazz"]);

// %%
assert.deepStrictEqual(fizzbuzz(21), ["1", "2", "Fizz", "4", "Buzz", "Fizz", "Bazz", "8", "Fizz", "Buzz", "11", "Fizz", "13", "Bazz", "FizzBuzz", "16", "17", "Fizz", "19", "Buzz", "FizzBazz"]);

// %%
assert.deepStrictEqual(fizzbuzz(35), ["1", "2", "Fizz", "4", "Buzz", "Fizz", "Bazz", "8", "Fizz", "Buzz", "11", "Fizz", "13", "Bazz", "FizzBuzz", "16", "17", "Fizz", "19", "Buzz", "FizzBazz", "22", "23", "Fizz", "Buzz", "26", "Fizz", "Bazz", "29", "FizzBuzz", "31", "32", "Fizz", "34", "BuzzBazz"]);
