// %%
assertEquals(" Hello, World!", Caesar.caesarDecipher(" Khoor, Zruog!", 3));

// %%
assertEquals("Hello,", Caesar.caesarDecipher("Khoor,", 3));

// %%
assertEquals("Khoor, Zruog!", Caesar.caesarDecipher("Khoor, Zruog!", 0));

// %%
assertEquals("ello, World!", Caesar.caesarDecipher("hoor, Zruog!", 3));

// %%
assertEquals("Hello, World", Caesar.caesarDecipher("Khoor, Zruog", 3));

// %%
assertEquals("hello, world!", Caesar.caesarDecipher("khoor, zruog!", 3));

// %%
assertEquals("Jgnnq, Yqtnf!", Caesar.caesarDecipher("Khoor, Zruog!", 1));

// %%
assertEquals("HHello, World!", Caesar.caesarDecipher("KKhoor, Zruog!", 3));

// %%
assertEquals("Ebiil, Tloia!", Caesar.caesarDecipher("Khoor, Zruog!", 6));

// %%
assertEquals("qrs", Caesar.caesarDecipher("abc", 36));

// %%
assertEquals("xyz ", Caesar.caesarDecipher("abc ", 29));

// %%
assertEquals("wxy", Caesar.caesarDecipher("abc", 290));

// %%
assertEquals("xy", Caesar.caesarDecipher("ab", 29));

// %%
assertEquals("x", Caesar.caesarDecipher("a", 29));

// %%
assertEquals("wxy", Caesar.caesarDecipher("abc", 30));

// %%
assertEquals("yza", Caesar.caesarDecipher("abc", 28));

// %%
assertEquals("mno", Caesar.caesarDecipher("abc", 14));

// %%
assertEquals("bcd", Caesar.caesarDecipher("zab", -2));

// %%
assertEquals("ab", Caesar.caesarDecipher("za", -1));

// %%
assertEquals(" abc", Caesar.caesarDecipher(" zab", -1));

// %%
assertEquals("aabc", Caesar.caesarDecipher("zzab", -1));

// %%
assertEquals("bc", Caesar.caesarDecipher("ab", -1));

// %%
assertEquals("cba", Caesar.caesarDecipher("baz", -1));

// %%
assertEquals("jkl", Caesar.caesarDecipher("zab", -10));
