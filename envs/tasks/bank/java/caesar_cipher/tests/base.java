// %%
assertEquals("bcd", Caesar.caesarCipher("abc", 1));

// %%
assertEquals("abc", Caesar.caesarCipher("xyz", 3));

// %%
assertEquals("Khoor, Zruog!", Caesar.caesarCipher("Hello, World!", 3));

// %%
assertEquals("zab", Caesar.caesarCipher("abc", -1));

// %%
assertEquals("bcd", Caesar.caesarCipher("abc", 27));
