// %%
assert.deepStrictEqual(fizzbuzz(14), ["1", "2", "Fizz", "4", "Buzz", "Fizz", "7", "8", "Fizz", "Buzz", "11", "Fizz", "13", "14"]);

// %%
assert.deepStrictEqual(fizzbuzz(7), ["1", "2", "Fizz", "4", "Buzz", "Fizz", "7"]);

// %%
assert.deepStrictEqual(fizzbuzz(16), ["1", "2", "Fizz", "4", "Buzz", "Fizz", "7", "8", "Fizz", "Buzz", "11", "Fizz", "13", "14", "FizzBuzz", "16"]);

// %%
assert.deepStrictEqual(fizzbuzz(30), ["1", "2", "Fizz", "4", "Buzz", "Fizz", "7", "8", "Fizz", "Buzz", "11", "Fizz", "13", "14", "FizzBuzz", "16", "17", "Fizz", "19", "Buzz", "Fizz", "22", "23", "Fizz", "Buzz", "26", "Fizz", "28", "29", "FizzBuzz"]);

// %%
assert.deepStrictEqual(fizzbuzz(22), ["1", "2", "Fizz", "4", "Buzz", "Fizz", "7", "8", "Fizz", "Buzz", "11", "Fizz", "13", "14", "FizzBuzz", "16", "17", "Fizz", "19", "Buzz", "Fizz", "22"]);

// %%
assert.deepStrictEqual(fizzbuzz(10), ["1", "2", "Fizz", "4", "Buzz", "Fizz", "7", "8", "Fizz", "Buzz"]);

// %%
assert.deepStrictEqual(fizzbuzz(2), ["1", "2"]);

// %%
assert.deepStrictEqual(fizzbuzz(12), ["1", "2", "Fizz", "4", "Buzz", "Fizz", "7", "8", "Fizz", "Buzz", "11", "Fizz"]);

// %%
assert.deepStrictEqual(fizzbuzz(6), ["1", "2", "Fizz", "4", "Buzz", "Fizz"]);

// %%
assert.deepStrictEqual(fizzbuzz(4), ["1", "2", "Fizz", "4"]);

// %%
assert.deepStrictEqual(fizzbuzz(50), ["1", "2", "Fizz", "4", "Buzz", "Fizz", "7", "8", "Fizz", "Buzz", "11", "Fizz", "13", "14", "FizzBuzz", "16", "17", "Fizz", "19", "Buzz", "Fizz", "22", "23", "Fizz", "Buzz", "26", "Fizz", "28", "29", "FizzBuzz", "31", "32", "Fizz", "34", "Buzz", "Fizz", "37", "38", "Fizz", "Buzz", "41", "Fizz", "43", "44", "FizzBuzz", "46", "47", "Fizz", "49", "Buzz"]);

// %%
assert.deepStrictEqual(fizzbuzz(8), ["1", "2", "Fizz", "4", "Buzz", "Fizz", "7", "8"]);
