// %%
assert_eq!(caesar_cipher("abc", 1).unwrap(), "bcd");

// %%
assert_eq!(caesar_cipher("xyz", 3).unwrap(), "abc");

// %%
assert_eq!(caesar_cipher("Hello, World!", 3).unwrap(), "Khoor, Zruog!");

// %%
assert_eq!(caesar_cipher("abc", -1).unwrap(), "zab");

// %%
assert_eq!(caesar_cipher("abc", 27).unwrap(), "bcd");
