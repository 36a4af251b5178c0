// %%
assertEquals("cd", Caesar.caesarCipher("bc", 1));

// %%
assertEquals("fgh", Caesar.caesarCipher("abc", 100001));

// %%
assertEquals("klm", Caesar.caesarCipher("abc", 10));

// %%
assertEquals("bc", Caesar.caesarCipher("ab", 1));

// %%
assertEquals("efg", Caesar.caesarCipher("xyz", 100003));

// %%
assertEquals("Abc", Caesar.caesarCipher("Xyz", 3));

// %%
assertEquals("xyz", Caesar.caesarCipher("xyz", 0));

// %%
assertEquals("bcd", Caesar.caesarCipher("xyz", 30));

// %%
assertEquals("ab", Caesar.caesarCipher("xy", 3));

// %%
assertEquals("Ifmmp, Xpsme!", Caesar.caesarCipher("Hello, World!", 1));

// %%
assertEquals("Khoor, Zruog! ", Caesar.caesarCipher("Hello, World! ", 3));

// %%
assertEquals("Rovvy, Gybvn!", Caesar.caesarCipher("Hello, World!", 10));

// %%
assertEquals("def", Caesar.caesarCipher("abc", 99999));

// %%
assertEquals("ab", Caesar.caesarCipher("bc", -1));

// %%
assertEquals("z", Caesar.caesarCipher("a", -1));

// %%
assertEquals(" zab", Caesar.caesarCipher(" abc", -1));

// %%
assertEquals("za", Caesar.caesarCipher("ab", -1));

// %%
assertEquals("bcdbcd", Caesar.caesarCipher("abcabc", 27));

// %%
assertEquals("cde", Caesar.caesarCipher("abc", 54));

// %%
assertEquals(" bcd", Caesar.caesarCipher(" abc", 27));

// %%
assertEquals("nop", Caesar.caesarCipher("abc", 13));

// %%
assertEquals("bc", Caesar.caesarCipher("ab", 27));

// %%
assertEquals("bcd ", Caesar.caesarCipher("abc ", 27));

// %%
assertEquals("b", Caesar.caesarCipher("a", 27));
