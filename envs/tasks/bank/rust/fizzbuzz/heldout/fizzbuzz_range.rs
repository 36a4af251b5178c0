// %%
assert_eq!(fizzbuzz_range(10, 11).unwrap(), vec!["Buzz", "11"]);

// %%
assert_eq!(fizzbuzz_range(9, 12).unwrap(), vec!["Fizz", "Buzz", "11", "Fizz"]);

// %%
assert_eq!(fizzbuzz_range(8, 11).unwrap(), vec!["8", "Fizz", "Buzz", "11"]);

// %%
assert_eq!(fizzbuzz_range(-3, -2).unwrap(), vec!["Fizz", "-2"]);

// %%
assert_eq!(fizzbuzz_range(-1, -1).unwrap(), vec!["-1"]);

// %%
assert_eq!(fizzbuzz_range(-4, -1).unwrap(), vec!["-4", "Fizz", "-2", "-1"]);

// %%
assert_eq!(fizzbuzz_range(-6, -1).unwrap(), vec!["Fizz", "Buzz", "-4", "Fizz", "-2", "-1"]);

// %%
assert_eq!(fizzbuzz_range(-2, -1).unwrap(), vec!["-2", "-1"]);

// %%
assert_eq!(fizzbuzz_range(19, 20).unwrap(), vec!["19", "Buzz"]);

// %%
assert_eq!(fizzbuzz_range(5, 0), Err("start must not exceed end".to_string()));

// %%
assert_eq!(fizzbuzz_range(12, 4), Err("start must not exceed end".to_string()));

// %%
assert_eq!(fizzbuzz_range(100005, 4), Err("start must not exceed end".to_string()));

// %%
assert_eq!(fizzbuzz_range(5, 1), Err("start must not exceed end".to_string()));

// %%
assert_eq!(fizzbuzz_range(50, 4), Err("start must not exceed end".to_string()));

// %%
assert_eq!(fizzbuzz_range(6, 4), Err("start must not exceed end".to_string()));

// %%
assert_eq!(fizzbuzz_range(5, 2), Err("start must not exceed end".to_string()));

// %%
assert_eq!(fizzbuzz_range(5, 3), Err("start must not exceed end".to_string()));
