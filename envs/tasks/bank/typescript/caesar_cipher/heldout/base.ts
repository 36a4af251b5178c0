// %%
assert.deepStrictEqual(caesarCipher("ab", 1), "bc");

// %%
assert.deepStrictEqual(caesarCipher("abcabc", 1), "bcdbcd");

// %%
assert.deepStrictEqual(caesarCipher("abc", 8), "ijk");

// %%
assert.deepStrictEqual(caesarCipher("ABC", 1), "BCD");

// %%
assert.deepStrictEqual(caesarCipher("abc", 0), "abc");

// %%
assert.deepStrictEqual(caesarCipher(" abc", 1), " bcd");

// %%
assert.deepStrictEqual(caesarCipher("zyx", 3), "cba");

// %%
assert.deepStrictEqual(caesarCipher("xyz", 2), "zab");

// %%
assert.deepStrictEqual(caesarCipher("xyz", 1), "yza");

// %%
assert.deepStrictEqual(caesarCipher("yz", 3), "bc");

// %%
assert.deepStrictEqual(caesarCipher("Hello, World!a", 3), "Khoor, Zruog!d");

// %%
assert.deepStrictEqual(caesarCipher("Hello, World!", 4), "Lipps, Asvph!");

// %%
assert.deepStrictEqual(caesarCipher("hELLO, wORLD!", 3), "kHOOR, zRUOG!");

// %%
assert.deepStrictEqual(caesarCipher("HELLO, WORLD!", 3), "KHOOR, ZRUOG!");

// %%
assert.deepStrictEqual(caesarCipher("Hello, World!", 6), "Nkrru, Cuxrj!");

// %%
assert.deepStrictEqual(caesarCipher("cba", -1), "baz");

// %%
assert.deepStrictEqual(caesarCipher("abca", -1), "zabz");

// %%
assert.deepStrictEqual(caesarCipher("abc", 100027), "fgh");

// %%
assert.deepStrictEqual(caesarCipher("abc", 34), "ijk");

// %%
assert.deepStrictEqual(caesarCipher("ab", 27), "bc");

// %%
assert.deepStrictEqual(caesarCipher(" abc", 27), " bcd");

// %%
assert.deepStrictEqual(caesarCipher("ABC", 27), "BCD");

// %%
assert.deepStrictEqual(caesarCipher("abc ", 27), "bcd ");

// %%
assert.deepStrictEqual(caesarCipher("bc", 27), "cd");
