// %%
assertEquals("Hello, World!", Caesar.caesarDecipher("Khoor, Zruog!", 3));

// %%
assertEquals("xyz", Caesar.caesarDecipher("abc", 29));

// %%
assertEquals("abc", Caesar.caesarDecipher("zab", -1));
