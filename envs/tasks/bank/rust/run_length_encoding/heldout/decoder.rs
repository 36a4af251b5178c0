// %%
assert_eq!(rle_decode("3a1b2c3a1b2c").unwrap(), "aaabccaaabcc");

// %%
assert_eq!(rle_decode("3A1B2C").unwrap(), "AAABCC");

// %%
assert_eq!(rle_decode("9a").unwrap(), "aaaaaaaaa");

// %%
assert_eq!(rle_decode("9A3A").unwrap(), "AAAAAAAAAAAA");

// %%
assert_eq!(rle_decode("9a3a9a3a").unwrap(), "aaaaaaaaaaaaaaaaaaaaaaaa");

// %%
assert_eq!(rle_decode("30"), Err("malformed input".to_string()));

// %%
assert_eq!(rle_decode("a3a3"), Err("malformed input".to_string()));

// %%
assert_eq!(rle_decode("a30"), Err("malformed input".to_string()));

// %%
assert_eq!(rle_decode("a3 "), Err("malformed input".to_string()));

// %%
assert_eq!(rle_decode("a"), Err("malformed input".to_string()));

// %%
assert_eq!(rle_decode("aa3"), Err("malformed input".to_string()));

// %%
assert_eq!(rle_decode("a3a"), Err("malformed input".to_string()));

// %%
assert_eq!(rle_decode("A3"), Err("malformed input".to_string()));

// %%
assert_eq!(rle_decode("0"), Err("malformed input".to_string()));

// %%
assert_eq!(rle_decode(" 0a"), Err("malformed input".to_string()));

// %%
assert_eq!(rle_decode("0a "), Err("malformed input".to_string()));

// %%
assert_eq!(rle_decode("0aa"), Err("malformed input".to_string()));

// %%
assert_eq!(rle_decode("a0"), Err("malformed input".to_string()));

// %%
assert_eq!(rle_decode("0a0"), Err("malformed input".to_string()));

// %%
assert_eq!(rle_decode(" 33"), Err("malformed input".to_string()));

// %%
assert_eq!(rle_decode("33 "), Err("malformed input".to_string()));

// %%
assert_eq!(rle_decode("333"), Err("malformed input".to_string()));

// %%
assert_eq!(rle_decode("33a"), Err("malformed input".to_string()));

// %%
assert_eq!(rle_decode("330"), Err("malformed input".to_string()));
