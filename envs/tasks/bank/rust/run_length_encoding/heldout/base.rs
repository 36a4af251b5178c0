// %%
assert_eq!(rle_encode("aaabc").unwrap(), "3a1b1c");

// %%
assert_eq!(rle_encode("aaa").unwrap(), "3a");

// %%
assert_eq!(rle_encode("Aaabcc").unwrap(), "1A2a1b2c");

// %%
assert_eq!(rle_encode("aaabccaaabcc").unwrap(), "3a1b2c3a1b2c");

// %%
assert_eq!(rle_encode("aabcc").unwrap(), "2a1b2c");

// %%
assert_eq!(rle_encode("aaabcca").unwrap(), "3a1b2c1a");

// %%
assert_eq!(rle_encode(" ").unwrap(), "1 ");

// %%
assert_eq!(rle_encode("aabc").unwrap(), "2a1b1c");

// %%
assert_eq!(rle_encode(" abc").unwrap(), "1 1a1b1c");

// %%
assert_eq!(rle_encode("cba").unwrap(), "1c1b1a");

// %%
assert_eq!(rle_encode("ab").unwrap(), "1a1b");

// %%
assert_eq!(rle_encode("abcabc").unwrap(), "1a1b1c1a1b1c");

// %%
assert_eq!(rle_encode("z").unwrap(), "1z");

// %%
assert_eq!(rle_encode("Zzzz").unwrap(), "1Z3z");

// %%
assert_eq!(rle_encode("zzzzz").unwrap(), "5z");

// %%
assert_eq!(rle_encode("zz").unwrap(), "2z");

// %%
assert_eq!(rle_encode("zzzzzzzz").unwrap(), "8z");

// %%
assert_eq!(rle_encode(" zzzz").unwrap(), "1 4z");

// %%
assert_eq!(rle_encode("!!").unwrap(), "2!");

// %%
assert_eq!(rle_encode("    !!").unwrap(), "4 2!");

// %%
assert_eq!(rle_encode("  !!  !!").unwrap(), "2 2!2 2!");

// %%
assert_eq!(rle_encode(" !!").unwrap(), "1 2!");

// %%
assert_eq!(rle_encode("  !! ").unwrap(), "2 2!1 ");

// %%
assert_eq!(rle_encode("  !").unwrap(), "2 1!");
