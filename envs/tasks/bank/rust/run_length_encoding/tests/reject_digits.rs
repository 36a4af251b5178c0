// %%
assert_eq!(rle_encode("a1"), Err("digits cannot be encoded".to_string()));

// %%
assert_eq!(rle_encode("999"), Err("digits cannot be encoded".to_string()));

// %%
assert_eq!(rle_encode("ab").unwrap(), "1a1b");
