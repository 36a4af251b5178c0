// %%
assert_eq!(factorization(359).unwrap(), "359");

// %%
assert_eq!(factorization(3600).unwrap(), "2^4 * 3^2 * 5^2");

// %%
assert_eq!(factorization(100360).unwrap(), "2^3 * 5 * 13 * 193");

// %%
assert_eq!(factorization(720).unwrap(), "2^4 * 3^2 * 5");

// %%
assert_eq!(factorization(180).unwrap(), "2^2 * 3^2 * 5");

// %%
assert_eq!(factorization(367).unwrap(), "367");

// %%
assert_eq!(factorization(361).unwrap(), "19^2");

// %%
assert_eq!(factorization(26).unwrap(), "2 * 13");

// %%
assert_eq!(factorization(130).unwrap(), "2 * 5 * 13");

// %%
assert_eq!(factorization(14).unwrap(), "2 * 7");

// %%
assert_eq!(factorization(100013).unwrap(), "103 * 971");

// %%
assert_eq!(factorization(101024).unwrap(), "2^5 * 7 * 11 * 41");

// %%
assert_eq!(factorization(1025).unwrap(), "5^2 * 41");

// %%
assert_eq!(factorization(2048).unwrap(), "2^11");

// %%
assert_eq!(factorization(10240).unwrap(), "2^11 * 5");

// %%
assert_eq!(factorization(1023).unwrap(), "3 * 11 * 31");

// %%
assert_eq!(factorization(512).unwrap(), "2^9");

// %%
assert_eq!(factorization(1031).unwrap(), "1031");

// %%
assert_eq!(factorization(295).unwrap(), "5 * 59");

// %%
assert_eq!(factorization(2940).unwrap(), "2^2 * 3 * 5 * 7^2");

// %%
assert_eq!(factorization(293).unwrap(), "293");

// %%
assert_eq!(factorization(588).unwrap(), "2^2 * 3 * 7^2");

// %%
assert_eq!(factorization(147).unwrap(), "3 * 7^2");

// %%
assert_eq!(factorization(100294).unwrap(), "2 * 50147");
