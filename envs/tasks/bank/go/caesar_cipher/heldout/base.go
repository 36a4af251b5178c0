// %%
got, err := CaesarCipher("abc", 8)
t.ExpectNoErr(err)
t.ExpectEq(got, "ijk")

// %%
got, err := CaesarCipher("abc", 10)
t.ExpectNoErr(err)
t.ExpectEq(got, "klm")

// %%
got, err := CaesarCipher("aabc", 1)
t.ExpectNoErr(err)
t.ExpectEq(got, "bbcd")

// %%
got, err := CaesarCipher("abc", 0)
t.ExpectNoErr(err)
t.ExpectEq(got, "abc")

// %%
got, err := CaesarCipher("cba", 1)
t.ExpectNoErr(err)
t.ExpectEq(got, "dcb")

// %%
got, err := CaesarCipher("zyx", 3)
t.ExpectNoErr(err)
t.ExpectEq(got, "cba")

// %%
got, err := CaesarCipher("xyzxyz", 3)
t.ExpectNoErr(err)
t.ExpectEq(got, "abcabc")

// %%
got, err := CaesarCipher("xyz", 1)
t.ExpectNoErr(err)
t.ExpectEq(got, "yza")

// %%
got, err := CaesarCipher("xyz", 4)
t.ExpectNoErr(err)
t.ExpectEq(got, "bcd")

// %%
got, err := CaesarCipher("xyz", 30)
t.ExpectNoErr(err)
t.ExpectEq(got, "bcd")

// %%
got, err := CaesarCipher("XYZ", 3)
t.ExpectNoErr(err)
t.ExpectEq(got, "ABC")

// %%
got, err := CaesarCipher("Hello, World", 3)
t.ExpectNoErr(err)
t.ExpectEq(got, "Khoor, Zruog")

// %%
got, err := CaesarCipher("HELLO, WORLD!", 3)
t.ExpectNoErr(err)
t.ExpectEq(got, "KHOOR, ZRUOG!")

// %%
got, err := CaesarCipher("Hello, World!a", 3)
t.ExpectNoErr(err)
t.ExpectEq(got, "Khoor, Zruog!d")

// %%
got, err := CaesarCipher("Hello, World!", 6)
t.ExpectNoErr(err)
t.ExpectEq(got, "Nkrru, Cuxrj!")

// %%
got, err := CaesarCipher("abc", 99999)
t.ExpectNoErr(err)
t.ExpectEq(got, "def")

// %%
got, err := CaesarCipher("ABC", -1)
t.ExpectNoErr(err)
t.ExpectEq(got, "ZAB")

// %%
got, err := CaesarCipher("bc", -1)
t.ExpectNoErr(err)
t.ExpectEq(got, "ab")

// %%
got, err := CaesarCipher("abca", -1)
t.ExpectNoErr(err)
t.ExpectEq(got, "zabz")

// %%
got, err := CaesarCipher("cba", -1)
t.ExpectNoErr(err)
t.ExpectEq(got, "baz")

// %%
got, err := CaesarCipher(" abc", 27)
t.ExpectNoErr(err)
t.ExpectEq(got, " bcd")

// %%
got, err := CaesarCipher("Abc", 27)
t.ExpectNoErr(err)
t.ExpectEq(got, "Bcd")

// %%
got, err := CaesarCipher("abc", 34)
t.ExpectNoErr(err)
t.ExpectEq(got, "ijk")

// %%
got, err := CaesarCipher("cba", 27)
t.ExpectNoErr(err)
t.ExpectEq(got, "dcb")
