// %%
assert_eq!(prime_factors(120).unwrap(), vec![2, 2, 2, 3, 5]);

// %%
assert_eq!(prime_factors(19).unwrap(), vec![19]);

// %%
assert_eq!(prime_factors(100012).unwrap(), vec![2, 2, 11, 2273]);

// %%
assert_eq!(prime_factors(24).unwrap(), vec![2, 2, 2, 3]);

// %%
assert_eq!(prime_factors(6).unwrap(), vec![2, 3]);

// %%
assert_eq!(prime_factors(11).unwrap(), vec![11]);

// %%
assert_eq!(prime_factors(20).unwrap(), vec![2, 2, 5]);

// %%
assert_eq!(prime_factors(14).unwrap(), vec![2, 7]);

// %%
assert_eq!(prime_factors(26).unwrap(), vec![2, 13]);

// %%
assert_eq!(prime_factors(130).unwrap(), vec![2, 5, 13]);

// %%
assert_eq!(prime_factors(3600).unwrap(), vec![2, 2, 2, 2, 3, 3, 5, 5]);

// %%
assert_eq!(prime_factors(367).unwrap(), vec![367]);

// %%
assert_eq!(prime_factors(359).unwrap(), vec![359]);

// %%
assert_eq!(prime_factors(8632).unwrap(), vec![2, 2, 2, 13, 83]);

// %%
assert_eq!(prime_factors(4316).unwrap(), vec![2, 2, 13, 83]);

// %%
assert_eq!(prime_factors(8634).unwrap(), vec![2, 3, 1439]);

// %%
assert_eq!(prime_factors(17266).unwrap(), vec![2, 89, 97]);

// %%
assert_eq!(prime_factors(8640).unwrap(), vec![2, 2, 2, 2, 2, 2, 3, 3, 3, 5]);

// %%
assert_eq!(prime_factors(10240).unwrap(), vec![2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 5]);

// %%
assert_eq!(prime_factors(2048).unwrap(), vec![2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2]);

// %%
assert_eq!(prime_factors(512).unwrap(), vec![2, 2, 2, 2, 2, 2, 2, 2, 2]);

// %%
assert_eq!(prime_factors(1023).unwrap(), vec![3, 11, 31]);

// %%
assert_eq!(prime_factors(1025).unwrap(), vec![5, 5, 41]);

// %%
assert_eq!(prime_factors(101024).unwrap(), vec![2, 2, 2, 2, 2, 7, 11, 41]);
