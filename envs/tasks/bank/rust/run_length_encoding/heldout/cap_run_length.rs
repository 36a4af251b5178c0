// %%
assert_eq!(rle_encode("AAAAAAAAAAAA").unwrap(), "9A3A");

// %%
assert_eq!(rle_encode("aaaaaaaaaaaaa").unwrap(), "9a4a");

// %%
assert_eq!(rle_encode("aaaaaa").unwrap(), "6a");

// %%
assert_eq!(rle_encode(" aaaaaaaaaaaa").unwrap(), "1 9a3a");

// %%
assert_eq!(rle_encode(" cccccccccccccccccc").unwrap(), "1 9c9c");

// %%
assert_eq!(rle_encode("ccccccccccccccccccc").unwrap(), "9c9c1c");

// %%
assert_eq!(rle_encode("cccccccccccccccccccccccccccccccccccc").unwrap(), "9c9c9c9c");

// %%
assert_eq!(rle_encode("ccccccccccccccccc").unwrap(), "9c8c");

// %%
assert_eq!(rle_encode("c").unwrap(), "1c");

// %%
assert_eq!(rle_encode("CCCCCCCCCCCCCCCCCC").unwrap(), "9C9C");

// %%
assert_eq!(rle_encode("ccccccccc").unwrap(), "9c");

// %%
assert_eq!(rle_encode("bbbbbbbbbx ").unwrap(), "9b1x1 ");

// %%
assert_eq!(rle_encode("bbbbbbbbbxa").unwrap(), "9b1x1a");

// %%
assert_eq!(rle_encode("xbbbbbbbbb").unwrap(), "1x9b");

// %%
assert_eq!(rle_encode("BBBBBBBBBX").unwrap(), "9B1X");

// %%
assert_eq!(rle_encode("bbbbbbbbbbx").unwrap(), "9b1b1x");

// %%
assert_eq!(rle_encode(" ddddddddddddddddddddddddd").unwrap(), "1 9d9d7d");

// %%
assert_eq!(rle_encode("Ddddddddddddddddddddddddd").unwrap(), "1D9d9d6d");

// %%
assert_eq!(rle_encode("ddddddddddddddddddddddddda").unwrap(), "9d9d7d1a");

// %%
assert_eq!(rle_encode("d").unwrap(), "1d");

// %%
assert_eq!(rle_encode("dddddddddddddddddddddddddd").unwrap(), "9d9d8d");

// %%
assert_eq!(rle_encode("dddddddddddddddddddddddddddddddddddddddddddddddddd").unwrap(), "9d9d9d9d9d5d");

// %%
assert_eq!(rle_encode("DDDDDDDDDDDDDDDDDDDDDDDDD").unwrap(), "9D9D7D");

// %%
assert_eq!(rle_encode("dddddddddddd").unwrap(), "9d3d");
