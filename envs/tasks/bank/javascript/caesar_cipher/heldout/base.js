// %%
assert.deepStrictEqual(caesarCipher("abca", 1), "bcdb");

// %%
assert.deepStrictEqual(caesarCipher("aabc", 1), "bbcd");

// %%
assert.deepStrictEqual(caesarCipher("bc", 1), "cd");

// %%
assert.deepStrictEqual(caesarCipher("Abc", 1), "Bcd");

// %%
assert.deepStrictEqual(caesarCipher("xyz", 4), "bcd");

// %%
assert.deepStrictEqual(caesarCipher("XYZ", 3), "ABC");

// %%
assert.deepStrictEqual(caesarCipher("xyza", 3), "abcd");

// %%
assert.deepStrictEqual(caesarCipher("xyz", 0), "xyz");

// %%
assert.deepStrictEqual(caesarCipher("yz", 3), "bc");

// %%
assert.deepStrictEqual(caesarCipher("hello, world!", 3), "khoor, zruog!");

// %%
assert.deepStrictEqual(caesarCipher("Hello, World!", 100003), "Olssv, Dvysk!");

// %%
assert.deepStrictEqual(caesarCipher("HHello, World!", 3), "KKhoor, Zruog!");

// %%
assert.deepStrictEqual(caesarCipher("Hello, World!", 4), "Lipps, Asvph!");

// %%
assert.deepStrictEqual(caesarCipher("ello, World!", 3), "hoor, Zruog!");

// %%
assert.deepStrictEqual(caesarCipher("cba", -1), "baz");

// %%
assert.deepStrictEqual(caesarCipher("ab", -1), "za");

// %%
assert.deepStrictEqual(caesarCipher("Abc", -1), "Zab");

// %%
assert.deepStrictEqual(caesarCipher("aabc", -1), "zzab");

// %%
assert.deepStrictEqual(caesarCipher("abca", 27), "bcdb");

// %%
assert.deepStrictEqual(caesarCipher("abc", 28), "cde");

// %%
assert.deepStrictEqual(caesarCipher("abc", 270), "klm");

// %%
assert.deepStrictEqual(caesarCipher("abc", 26), "abc");

// %%
assert.deepStrictEqual(caesarCipher("ABC", 27), "BCD");

// %%
assert.deepStrictEqual(caesarCipher("abc ", 27), "bcd ");
