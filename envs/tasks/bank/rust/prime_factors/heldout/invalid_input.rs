// %%
assert_eq!(prime_factors(-120), Err("n must be at least 2".to_string()));

// %%
assert_eq!(prime_factors(-24), Err("n must be at least 2".to_string()));

// %%
assert_eq!(prime_factors(-1), Err("n must be at least 2".to_string()));

// %%
assert_eq!(prime_factors(-6), Err("n must be at least 2".to_string()));

// %%
assert_eq!(prime_factors(-13), Err("n must be at least 2".to_string()));

// %%
assert_eq!(prime_factors(-11), Err("n must be at least 2".to_string()));

// %%
assert_eq!(prime_factors(-5), Err("n must be at least 2".to_string()));

// %%
assert_eq!(prime_factors(100002).unwrap(), vec![2, 3, 7, 2381]);

// %%
assert_eq!(prime_factors(20).unwrap(), vec![2, 2, 5]);

// %%
assert_eq!(prime_factors(3).unwrap(), vec![3]);

// %%
assert_eq!(prime_factors(4).unwrap(), vec![2, 2]);

// %%
assert_eq!(prime_factors(9).unwrap(), vec![3, 3]);
