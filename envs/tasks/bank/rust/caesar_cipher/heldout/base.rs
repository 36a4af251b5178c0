// %%
assert_eq!(caesar_cipher("abcabc", 1).unwrap(), "bcdbcd");

// %%
assert_eq!(caesar_cipher("abc ", 1).unwrap(), "bcd ");

// %%
assert_eq!(caesar_cipher(" abc", 1).unwrap(), " bcd");

// %%
assert_eq!(caesar_cipher("abc", 0).unwrap(), "abc");

// %%
assert_eq!(caesar_cipher("abc", 10).unwrap(), "klm");

// %%
assert_eq!(caesar_cipher("abca", 1).unwrap(), "bcdb");

// %%
assert_eq!(caesar_cipher("a", 1).unwrap(), "b");

// %%
assert_eq!(caesar_cipher("xyz", 2).unwrap(), "zab");

// %%
assert_eq!(caesar_cipher("xyzxyz", 3).unwrap(), "abcabc");

// %%
assert_eq!(caesar_cipher("xyz", 100003).unwrap(), "efg");

// %%
assert_eq!(caesar_cipher("Xyz", 3).unwrap(), "Abc");

// %%
assert_eq!(caesar_cipher("x", 3).unwrap(), "a");

// %%
assert_eq!(caesar_cipher(" Hello, World!", 3).unwrap(), " Khoor, Zruog!");

// %%
assert_eq!(caesar_cipher("hELLO, wORLD!", 3).unwrap(), "kHOOR, zRUOG!");

// %%
assert_eq!(caesar_cipher("Hello, World!", 4).unwrap(), "Lipps, Asvph!");

// %%
assert_eq!(caesar_cipher("Hello,  World!", 3).unwrap(), "Khoor,  Zruog!");

// %%
assert_eq!(caesar_cipher("ello, World!", 3).unwrap(), "hoor, Zruog!");

// %%
assert_eq!(caesar_cipher("Abc", -1).unwrap(), "Zab");

// %%
assert_eq!(caesar_cipher("abc", 6).unwrap(), "ghi");

// %%
assert_eq!(caesar_cipher("aabc", -1).unwrap(), "zzab");

// %%
assert_eq!(caesar_cipher("ab", -1).unwrap(), "za");

// %%
assert_eq!(caesar_cipher("abcabc", 27).unwrap(), "bcdbcd");

// %%
assert_eq!(caesar_cipher("abc", 34).unwrap(), "ijk");

// %%
assert_eq!(caesar_cipher(" abc", 27).unwrap(), " bcd");
