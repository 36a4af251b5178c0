// %%
assert_eq!(rle_encode("aa1"), Err("digits cannot be encoded".to_string()));

// %%
assert_eq!(rle_encode("a1a"), Err("digits cannot be encoded".to_string()));

// %%
assert_eq!(rle_encode("A1"), Err("digits cannot be encoded".to_string()));

// %%
assert_eq!(rle_encode("1"), Err("digits cannot be encoded".to_string()));

// %%
assert_eq!(rle_encode(" a1"), Err("digits cannot be encoded".to_string()));

// %%
assert_eq!(rle_encode("1a"), Err("digits cannot be encoded".to_string()));

// %%
assert_eq!(rle_encode("a1 "), Err("digits cannot be encoded".to_string()));

// %%
assert_eq!(rle_encode("a1a1"), Err("digits cannot be encoded".to_string()));

// %%
assert_eq!(rle_encode("a10"), Err("digits cannot be encoded".to_string()));

// %%
assert_eq!(rle_encode("99"), Err("digits cannot be encoded".to_string()));

// %%
assert_eq!(rle_encode(" 999"), Err("digits cannot be encoded".to_string()));

// %%
assert_eq!(rle_encode("9999"), Err("digits cannot be encoded".to_string()));

// %%
assert_eq!(rle_encode("9990"), Err("digits cannot be encoded".to_string()));

// %%
assert_eq!(rle_encode("999a"), Err("digits cannot be encoded".to_string()));

// %%
assert_eq!(rle_encode("9"), Err("digits cannot be encoded".to_string()));

// %%
assert_eq!(rle_encode("abab").unwrap(), "1a1b1a1b");

// %%
assert_eq!(rle_encode("a").unwrap(), "1a");

// %%
assert_eq!(rle_encode("AB").unwrap(), "1A1B");

// %%
assert_eq!(rle_encode(" ab").unwrap(), "1 1a1b");

// %%
assert_eq!(rle_encode("aab").unwrap(), "2a1b");

// %%
assert_eq!(rle_encode("b").unwrap(), "1b");

// %%
assert_eq!(rle_encode("ba").unwrap(), "1b1a");

// %%
assert_eq!(rle_encode("aba").unwrap(), "1a1b1a");

// %%
assert_eq!(rle_encode("ab ").unwrap(), "1a1b1 ");
