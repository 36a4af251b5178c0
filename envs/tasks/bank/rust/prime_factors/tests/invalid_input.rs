// %%
assert_eq!(prime_factors(1), Err("n must be at least 2".to_string()));

// %%
assert_eq!(prime_factors(0), Err("n must be at least 2".to_string()));

// %%
assert_eq!(prime_factors(-12), Err("n must be at least 2".to_string()));

// %%
assert_eq!(prime_factors(2).unwrap(), vec![2]);
