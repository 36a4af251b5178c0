// %%
assert_eq!(fizzbuzz(7).unwrap(), vec!["1", "2", "Fizz", "4", "Buzz", "Fizz", "7"]);

// %%
assert_eq!(fizzbuzz(14).unwrap(), vec!["1", "2", "Fizz", "4", "Buzz", "Fizz", "7", "8", "Fizz", "Buzz", "11", "Fizz", "13", "14"]);

// %%
assert_eq!(fizzbuzz(30).unwrap(), vec!["1", "2", "Fizz", "4", "Buzz", "Fizz", "7", "8", "Fizz", "Buzz", "11", "Fizz", "13", "14", "FizzBuzz", "16", "17", "Fizz", "19", "Buzz", "Fizz", "22", "23", "Fizz", "Buzz", "26", "Fizz", "28", "29", "FizzBuzz"]);

// %%
assert_eq!(fizzbuzz(22).unwrap(), vec!["1", "2", "Fizz", "4", "Buzz", "Fizz", "7", "8", "Fizz", "Buzz", "11", "Fizz", "13", "14", "FizzBuzz", "16", "17", "Fizz", "19", "Buzz", "Fizz", "22"]);

// %%
assert_eq!(fizzbuzz(16).unwrap(), vec!["1", "2", "Fizz", "4", "Buzz", "Fizz", "7", "8", "Fizz", "Buzz", "11", "Fizz", "13", "14", "FizzBuzz", "16"]);

// %%
assert_eq!(fizzbuzz(10).unwrap(), vec!["1", "2", "Fizz", "4", "Buzz", "Fizz", "7", "8", "Fizz", "Buzz"]);

// %%
assert_eq!(fizzbuzz(6).unwrap(), vec!["1", "2", "Fizz", "4", "Buzz", "Fizz"]);

// %%
assert_eq!(fizzbuzz(50).unwrap(), vec!["1", "2", "Fizz", "4", "Buzz", "Fizz", "7", "8", "Fizz", "Buzz", "11", "Fizz", "13", "14", "FizzBuzz", "16", "17", "Fizz", "19", "Buzz", "Fizz", "22", "23", "Fizz", "Buzz", "26", "Fizz", "28", "29", "FizzBuzz", "31", "32", "Fizz", "34", "Buzz", "Fizz", "37", "38", "Fizz", "Buzz", "41", "Fizz", "43", "44", "FizzBuzz", "46", "47", "Fizz", "49", "Buzz"]);

// %%
assert_eq!(fizzbuzz(12).unwrap(), vec!["1", "2", "Fizz", "4", "Buzz", "Fizz", "7", "8", "Fizz", "Buzz", "11", "Fizz"]);

// %%
assert_eq!(fizzbuzz(2).unwrap(), vec!["1", "2"]);

// %%
assert_eq!(fizzbuzz(4).unwrap(), vec!["1", "2", "Fizz", "4"]);

// %%
assert_eq!(fizzbuzz(8).unwrap(), vec!["1", "2", "Fizz", "4", "Buzz", "Fizz", "7", "8"]);
