// %%
assert_eq!(fizzbuzz_range(9, 11).unwrap(), vec!["Fizz", "Buzz", "11"]);

// %%
assert_eq!(fizzbuzz_range(-3, -1).unwrap(), vec!["Fizz", "-2", "-1"]);

// %%
assert_eq!(fizzbuzz_range(20, 20).unwrap(), vec!["Buzz"]);

// %%
assert_eq!(fizzbuzz_range(5, 4), Err("start must not exceed end".to_string()));
