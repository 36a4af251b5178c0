// %%
assert_eq!(factorization(360).unwrap(), "2^3 * 3^2 * 5");

// %%
assert_eq!(factorization(13).unwrap(), "13");

// %%
assert_eq!(factorization(1024).unwrap(), "2^10");

// %%
assert_eq!(factorization(294).unwrap(), "2 * 3 * 7^2");
