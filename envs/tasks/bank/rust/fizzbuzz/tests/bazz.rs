// %%
assert_eq!(fizzbuzz(5).unwrap(), vec!["1", "2", "Fizz", "4", "Buzz"]);

// %%
assert_eq!(fizzbuzz(0).unwrap(), Vec::<String>::new());

// %%
assert_eq!(fizzbuzz(7).unwrap(), vec!["1", "2", "Fizz", "4", "Buzz", "Fizz", "Bazz"]);

// %%
assert_eq!(fizzbuzz(21).unwrap(), vec!["1", "2", "Fizz", "4", "Buzz", "Fizz", "Bazz", "8", "Fizz", "Buzz", "11", "Fizz", "13", "Bazz", "FizzBuzz", "16", "17", "Fizz", "19", "Buzz", "FizzBazz"]);

// %%
assert_eq!(fizzbuzz(35).unwrap(), vec!["1", "2", "Fizz", "4", "Buzz", "Fizz", "Bazz", "8", "Fizz", "Buzz", "11", "Fizz", "13", "Bazz", "FizzBuzz", "16", "17", "Fizz", "19", "Buzz", "FizzBazz", "22", "23", "Fizz", "Buzz", "26", "Fizz", "Bazz", "29", "FizzBuzz", "31", "32", "Fizz", "34", "BuzzBazz"]);
