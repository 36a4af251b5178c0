// %%
assert_eq!(fizzbuzz(-2), Err("n must be between 0 and 10000".to_string()));

// %%
assert_eq!(fizzbuzz(99999), Err("n must be between 0 and 10000".to_string()));

// %%
assert_eq!(fizzbuzz(-10), Err("n must be between 0 and 10000".to_string()));

// %%
assert_eq!(fizzbuzz(10008), Err("n must be between 0 and 10000".to_string()));

// %%
assert_eq!(fizzbuzz(110001), Err("n must be between 0 and 10000".to_string()));

// %%
assert_eq!(fizzbuzz(10002), Err("n must be between 0 and 10000".to_string()));

// %%
assert_eq!(fizzbuzz(100010), Err("n must be between 0 and 10000".to_string()));

// %%
assert_eq!(fizzbuzz(20002), Err("n must be between 0 and 10000".to_string()));

// %%
assert_eq!(fizzbuzz(2).unwrap(), vec!["1", "2"]);

// %%
assert_eq!(fizzbuzz(1).unwrap(), vec!["1"]);

// %%
assert_eq!(fizzbuzz(6).unwrap(), vec!["1", "2", "Fizz", "4", "Buzz", "Fizz"]);

// %%
assert_eq!(fizzbuzz(4).unwrap(), vec!["1", "2", "Fizz", "4"]);
