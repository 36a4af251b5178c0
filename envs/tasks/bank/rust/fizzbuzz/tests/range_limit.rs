// %%
assert_eq!(fizzbuzz(-1), Err("n must be between 0 and 10000".to_string()));

// %%
assert_eq!(fizzbuzz(10001), Err("n must be between 0 and 10000".to_string()));

// %%
assert_eq!(fizzbuzz(3).unwrap(), vec!["1", "2", "Fizz"]);
