// %%
assert_eq!(caesar_decipher("Khoor, Zruog!", 3).unwrap(), "Hello, World!");

// %%
assert_eq!(caesar_decipher("abc", 29).unwrap(), "xyz");

// %%
assert_eq!(caesar_decipher("zab", -1).unwrap(), "abc");
