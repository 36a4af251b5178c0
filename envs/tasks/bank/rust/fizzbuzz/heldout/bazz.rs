// %%
assert_eq!(fizzbuzz(4).unwrap(), vec!["1", "2", "Fizz", "4"]);

// %%
assert_eq!(fizzbuzz(12).unwrap(), vec!["1", "2", "Fizz", "4", "Buzz", "Fizz", "Bazz", "8", "Fizz", "Buzz", "11", "Fizz"]);

// %%
assert_eq!(fizzbuzz(6).unwrap(), vec!["1", "2", "Fizz", "4", "Buzz", "Fizz"]);

// %%
assert_eq!(fizzbuzz(1).unwrap(), vec!["1"]);

// %%
assert_eq!(fizzbuzz(2).unwrap(), vec!["1", "2"]);

// %%
assert_eq!(fizzbuzz(10).unwrap(), vec!["1", "2", "Fizz", "4", "Buzz", "Fizz", "Bazz", "8", "Fizz", "Buzz"]);

// %%
assert_eq!(fizzbuzz(50).unwrap(), vec!["1", "2", "Fizz", "4", "Buzz", "Fizz", "Bazz", "8", "Fizz", "Buzz", "11", "Fizz", "13", "Bazz", "FizzBuzz", "16", "17", "Fizz", "19", "Buzz", "FizzBazz", "22", "23", "Fizz", "Buzz", "26", "Fizz", "Bazz", "29", "FizzBuzz", "31", "32", "Fizz", "34", "BuzzBazz", "Fizz", "37", "38", "Fizz", "Buzz", "41", "FizzBazz", "43", "44", "FizzBuzz", "46", "47", "Fizz", "Bazz", "Buzz"]);

// %%
assert_eq!(fizzbuzz(3).unwrap(), vec!["1", "2", "Fizz"]);

// %%
assert_eq!(fizzbuzz(8).unwrap(), vec!["1", "2", "Fizz", "4", "Buzz", "Fizz", "Bazz", "8"]);

// %%
assert_eq!(fizzbuzz(14).unwrap(), vec!["1", "2", "Fizz", "4", "Buzz", "Fizz", "Bazz", "8", "Fizz", "Buzz", "11", "Fizz", "13", "Bazz"]);

// %%
assert_eq!(fizzbuzz(42).unwrap(), vec!["1", "2", "Fizz", "4", "Buzz", "Fizz", "Bazz", "8", "Fizz", "Buzz", "11", "Fizz", "13", "Bazz", "FizzBuzz", "16", "17", "Fizz", "19", "Buzz", "FizzBazz", "22", "23", "Fizz", "Buzz", "26", "Fizz", "Bazz", "29", "FizzBuzz", "31", "32", "Fizz", "34", "BuzzBazz", "Fizz", "37", "38", "Fizz", "Buzz", "41", "FizzBazz"]);

// %%
assert_eq!(fizzbuzz(28).unwrap(), vec!["1", "2", "Fizz", "4", "Buzz", "Fizz", "Bazz", "8", "Fizz", "Buzz", "11", "Fizz", "13", "Bazz", "FizzBuzz", "16", "17", "Fizz", "19", "Buzz", "FizzBazz", "22", "23", "Fizz", "Buzz", "26", "Fizz", "Bazz"]);

// %%
assert_eq!(fizzbuzz(20).unwrap(), vec!["1", "2", "Fizz", "4", "Buzz", "Fizz", "Bazz", "8", "Fizz", "Buzz", "11", "Fizz", "13", "Bazz", "FizzBuzz", "16", "17", "Fizz", "19", "Buzz"]);

// %%
assert_eq!(fizzbuzz(22).unwrap(), vec!["1", "2", "Fizz", "4", "Buzz", "Fizz", "Bazz", "8", "Fizz", "Buzz", "11", "Fizz", "13", "Bazz", "FizzBuzz", "16", "17", "Fizz", "19", "Buzz", "FizzBazz", "22"]);

// %%
assert_eq!(fizzbuzz(70).unwrap(), vec!["1", "2", "Fizz", "4", "Buzz", "Fizz", "Bazz", "8", "Fizz", "Buzz", "11", "Fizz", "13", "Bazz", "FizzBuzz", "16", "17", "Fizz", "19", "Buzz", "FizzBazz", "22", "23", "Fizz", "Buzz", "26", "Fizz", "Bazz", "29", "FizzBuzz", "31", "32", "Fizz", "34", "BuzzBazz", "Fizz", "37", "38", "Fizz", "Buzz", "41", "FizzBazz", "43", "44", "FizzBuzz", "46", "47", "Fizz", "Bazz", "Buzz", "Fizz", "52", "53", "Fizz", "Buzz", "Bazz", "Fizz", "58", "59", "FizzBuzz", "61", "62", "FizzBazz", "64", "Buzz", "Fizz", "67", "68", "Fizz", "BuzzBazz"]);

// %%
assert_eq!(fizzbuzz(17).unwrap(), vec!["1", "2", "Fizz", "4", "Buzz", "Fizz", "Bazz", "8", "Fizz", "Buzz", "11", "Fizz", "13", "Bazz", "FizzBuzz", "16", "17"]);

// %%
assert_eq!(fizzbuzz(34).unwrap(), vec!["1", "2", "Fizz", "4", "Buzz", "Fizz", "Bazz", "8", "Fizz", "Buzz", "11", "Fizz", "13", "Bazz", "FizzBuzz", "16", "17", "Fizz", "19", "Buzz", "FizzBazz", "22", "23", "Fizz", "Buzz", "26", "Fizz", "Bazz", "29", "FizzBuzz", "31", "32", "Fizz", "34"]);

// %%
assert_eq!(fizzbuzz(36).unwrap(), vec!["1", "2", "Fizz", "4", "Buzz", "Fizz", "Bazz", "8", "Fizz", "Buzz", "11", "Fizz", "13", "Bazz", "FizzBuzz", "16", "17", "Fizz", "19", "Buzz", "FizzBazz", "22", "23", "Fizz", "Buzz", "26", "Fizz", "Bazz", "29", "FizzBuzz", "31", "32", "Fizz", "34", "BuzzBazz", "Fizz"]);
