// %%
assert_eq!(caesar_cipher("a1", 1).unwrap(), "b2");

// %%
assert_eq!(caesar_cipher("9", 1).unwrap(), "0");

// %%
assert_eq!(caesar_cipher("0", -1).unwrap(), "9");

// %%
assert_eq!(caesar_cipher("Room 101", 13).unwrap(), "Ebbz 434");
