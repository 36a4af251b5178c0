// %%
assert_eq!(prime_factors(12).unwrap(), vec![2, 2, 3]);

// %%
assert_eq!(prime_factors(13).unwrap(), vec![13]);

// %%
assert_eq!(prime_factors(360).unwrap(), vec![2, 2, 2, 3, 3, 5]);

// %%
assert_eq!(prime_factors(8633).unwrap(), vec![89, 97]);

// %%
assert_eq!(prime_factors(1024).unwrap(), vec![2, 2, 2, 2, 2, 2, 2, 2, 2, 2]);
