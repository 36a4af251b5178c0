// %%
assert_eq!(distinct_prime_factors(360).unwrap(), vec![2, 3, 5]);

// %%
assert_eq!(distinct_prime_factors(1024).unwrap(), vec![2]);

// %%
assert_eq!(distinct_prime_factors(8633).unwrap(), vec![89, 97]);
