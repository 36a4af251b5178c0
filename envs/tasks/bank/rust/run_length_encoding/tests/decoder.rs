// %%
assert_eq!(rle_decode("3a1b2c").unwrap(), "aaabcc");

// %%
assert_eq!(rle_decode("").unwrap(), "");

// %%
assert_eq!(rle_decode("9a3a").unwrap(), "aaaaaaaaaaaa");

// %%
assert_eq!(rle_decode("3"), Err("malformed input".to_string()));

// %%
assert_eq!(rle_decode("a3"), Err("malformed input".to_string()));

// %%
assert_eq!(rle_decode("0a"), Err("malformed input".to_string()));

// %%
assert_eq!(rle_decode("33"), Err("malformed input".to_string()));
