// %%
assert_eq!(fizzbuzz(15).unwrap(), vec!["1", "2", "Fizz", "4", "Buzz", "Fizz", "7", "8", "Fizz", "Buzz", "11", "Fizz", "13", "14", "FizzBuzz"]);

// %%
assert_eq!(fizzbuzz(5).unwrap(), vec!["1", "2", "Fizz", "4", "Buzz"]);

// %%
assert_eq!(fizzbuzz(0).unwrap(), Vec::<String>::new());

// %%
assert_eq!(fizzbuzz(1).unwrap(), vec!["1"]);
