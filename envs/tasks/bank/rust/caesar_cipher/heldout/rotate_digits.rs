// %%
assert_eq!(caesar_cipher("a1", 100001).unwrap(), "f2");

// %%
assert_eq!(caesar_cipher(" a1", 1).unwrap(), " b2");

// %%
assert_eq!(caesar_cipher("a1", 0).unwrap(), "a1");

// %%
assert_eq!(caesar_cipher("a1 ", 1).unwrap(), "b2 ");

// %%
assert_eq!(caesar_cipher("a1a1", 1).unwrap(), "b2b2");

// %%
assert_eq!(caesar_cipher("a1", 8).unwrap(), "i9");

// %%
assert_eq!(caesar_cipher("1", 1).unwrap(), "2");

// %%
assert_eq!(caesar_cipher("a1", 10).unwrap(), "k1");

// %%
assert_eq!(caesar_cipher("9", 10).unwrap(), "9");

// %%
assert_eq!(caesar_cipher("9", 0).unwrap(), "9");

// %%
assert_eq!(caesar_cipher("9a", 1).unwrap(), "0b");

// %%
assert_eq!(caesar_cipher("0", 0).unwrap(), "0");

// %%
assert_eq!(caesar_cipher("0", 99999).unwrap(), "9");

// %%
assert_eq!(caesar_cipher("0a", -1).unwrap(), "9z");

// %%
assert_eq!(caesar_cipher("0", -10).unwrap(), "0");

// %%
assert_eq!(caesar_cipher("0", 1).unwrap(), "1");

// %%
assert_eq!(caesar_cipher("00", -1).unwrap(), "99");

// %%
assert_eq!(caesar_cipher("ROOM 101", 13).unwrap(), "EBBZ 434");

// %%
assert_eq!(caesar_cipher("Room 101 ", 13).unwrap(), "Ebbz 434 ");

// %%
assert_eq!(caesar_cipher("R", 13).unwrap(), "E");

// %%
assert_eq!(caesar_cipher("Room 101", 130).unwrap(), "Room 101");

// %%
assert_eq!(caesar_cipher("Room 101", 20).unwrap(), "Liig 101");

// %%
assert_eq!(caesar_cipher("Room 1010", 13).unwrap(), "Ebbz 4343");

// %%
assert_eq!(caesar_cipher("Room 101", 0).unwrap(), "Room 101");
