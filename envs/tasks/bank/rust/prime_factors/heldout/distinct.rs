// %%
assert_eq!(distinct_prime_factors(720).unwrap(), vec![2, 3, 5]);

// %%
assert_eq!(distinct_prime_factors(359).unwrap(), vec![359]);

// %%
assert_eq!(distinct_prime_factors(100360).unwrap(), vec![2, 5, 13, 193]);

// %%
assert_eq!(distinct_prime_factors(361).unwrap(), vec![19]);

// %%
assert_eq!(distinct_prime_factors(180).unwrap(), vec![2, 3, 5]);

// %%
assert_eq!(distinct_prime_factors(3600).unwrap(), vec![2, 3, 5]);

// %%
assert_eq!(distinct_prime_factors(367).unwrap(), vec![367]);

// %%
assert_eq!(distinct_prime_factors(2048).unwrap(), vec![2]);

// %%
assert_eq!(distinct_prime_factors(1025).unwrap(), vec![5, 41]);

// %%
assert_eq!(distinct_prime_factors(512).unwrap(), vec![2]);

// %%
assert_eq!(distinct_prime_factors(1031).unwrap(), vec![1031]);

// %%
assert_eq!(distinct_prime_factors(1023).unwrap(), vec![3, 11, 31]);

// %%
assert_eq!(distinct_prime_factors(101024).unwrap(), vec![2, 7, 11, 41]);

// %%
assert_eq!(distinct_prime_factors(10240).unwrap(), vec![2, 5]);

// %%
assert_eq!(distinct_prime_factors(17266).unwrap(), vec![2, 89, 97]);

// %%
assert_eq!(distinct_prime_factors(108633).unwrap(), vec![3, 7, 739]);

// %%
assert_eq!(distinct_prime_factors(8640).unwrap(), vec![2, 3, 5]);

// %%
assert_eq!(distinct_prime_factors(8634).unwrap(), vec![2, 3, 1439]);

// %%
assert_eq!(distinct_prime_factors(4316).unwrap(), vec![2, 13, 83]);

// %%
assert_eq!(distinct_prime_factors(8632).unwrap(), vec![2, 13, 83]);

// %%
assert_eq!(distinct_prime_factors(86330).unwrap(), vec![2, 5, 89, 97]);
