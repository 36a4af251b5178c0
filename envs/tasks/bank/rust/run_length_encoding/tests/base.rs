// %%
assert_eq!(rle_encode("aaabcc").unwrap(), "3a1b2c");

// %%
assert_eq!(rle_encode("").unwrap(), "");

// %%
assert_eq!(rle_encode("abc").unwrap(), "1a1b1c");

// %%
assert_eq!(rle_encode("zzzz").unwrap(), "4z");

// %%
assert_eq!(rle_encode("  !!").unwrap(), "2 2!");
