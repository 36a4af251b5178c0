// %%
assert_eq!(rle_encode("aaaaaaaaaaaa").unwrap(), "9a3a");

// %%
assert_eq!(rle_encode("cccccccccccccccccc").unwrap(), "9c9c");

// %%
assert_eq!(rle_encode("bbbbbbbbbx").unwrap(), "9b1x");

// %%
assert_eq!(rle_encode("ddddddddddddddddddddddddd").unwrap(), "9d9d7d");
