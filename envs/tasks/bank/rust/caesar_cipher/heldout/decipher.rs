// %%
assert_eq!(caesar_decipher("Khoor, Zruog!", 2).unwrap(), "Ifmmp, Xpsme!");

// %%
assert_eq!(caesar_decipher("KKhoor, Zruog!", 3).unwrap(), "HHello, World!");

// %%
assert_eq!(caesar_decipher("!gourZ ,roohK", 3).unwrap(), "!dlroW ,olleH");

// %%
assert_eq!(caesar_decipher("Khoor, Zruog!a", 3).unwrap(), "Hello, World!x");

// %%
assert_eq!(caesar_decipher("Khoor, Zruog!", 100003).unwrap(), "Dahhk, Sknhz!");

// %%
assert_eq!(caesar_decipher("Khoor, Zruog", 3).unwrap(), "Hello, World");

// %%
assert_eq!(caesar_decipher("Khoor, Zruog!", 30).unwrap(), "Gdkkn, Vnqkc!");

// %%
assert_eq!(caesar_decipher("Khoor, Zruog!", 4).unwrap(), "Gdkkn, Vnqkc!");

// %%
assert_eq!(caesar_decipher("abc", 30).unwrap(), "wxy");

// %%
assert_eq!(caesar_decipher("bc", 29).unwrap(), "yz");

// %%
assert_eq!(caesar_decipher("abc", 290).unwrap(), "wxy");

// %%
assert_eq!(caesar_decipher("abc ", 29).unwrap(), "xyz ");

// %%
assert_eq!(caesar_decipher("abcabc", 29).unwrap(), "xyzxyz");

// %%
assert_eq!(caesar_decipher("abc", 14).unwrap(), "mno");

// %%
assert_eq!(caesar_decipher("aabc", 29).unwrap(), "xxyz");

// %%
assert_eq!(caesar_decipher(" zab", -1).unwrap(), " abc");

// %%
assert_eq!(caesar_decipher("zab", 6).unwrap(), "tuv");

// %%
assert_eq!(caesar_decipher("zab", -10).unwrap(), "jkl");

// %%
assert_eq!(caesar_decipher("zzab", -1).unwrap(), "aabc");

// %%
assert_eq!(caesar_decipher("zab", 1).unwrap(), "yza");

// %%
assert_eq!(caesar_decipher("zabzab", -1).unwrap(), "abcabc");

// %%
assert_eq!(caesar_decipher("baz", -1).unwrap(), "cba");

// %%
assert_eq!(caesar_decipher("zab", -2).unwrap(), "bcd");

// %%
assert_eq!(caesar_decipher("Zab", -1).unwrap(), "Abc");
