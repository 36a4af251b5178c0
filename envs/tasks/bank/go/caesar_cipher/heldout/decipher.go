// %%
got, err := CaesarDecipher("Khoor, Zruog!", 100003)
t.ExpectNoErr(err)
t.ExpectEq(got, "Dahhk, Sknhz!")

// %%
got, err := CaesarDecipher("Khoor, Zruog!", 10)
t.ExpectNoErr(err)
t.ExpectEq(got, "Axeeh, Phkew!")

// %%
got, err := CaesarDecipher("Khoor, Zruog!", 1)
t.ExpectNoErr(err)
t.ExpectEq(got, "Jgnnq, Yqtnf!")

// %%
got, err := CaesarDecipher("hoor, Zruog!", 3)
t.ExpectNoErr(err)
t.ExpectEq(got, "ello, World!")

// %%
got, err := CaesarDecipher("khoor, zruog!", 3)
t.ExpectNoErr(err)
t.ExpectEq(got, "hello, world!")

// %%
got, err := CaesarDecipher("KHOOR, ZRUOG!", 3)
t.ExpectNoErr(err)
t.ExpectEq(got, "HELLO, WORLD!")

// %%
got, err := CaesarDecipher("KKhoor, Zruog!", 3)
t.ExpectNoErr(err)
t.ExpectEq(got, "HHello, World!")

// %%
got, err := CaesarDecipher("K", 3)
t.ExpectNoErr(err)
t.ExpectEq(got, "H")

// %%
got, err := CaesarDecipher(" abc", 29)
t.ExpectNoErr(err)
t.ExpectEq(got, " xyz")

// %%
got, err := CaesarDecipher("abca", 29)
t.ExpectNoErr(err)
t.ExpectEq(got, "xyzx")

// %%
got, err := CaesarDecipher("abcabc", 29)
t.ExpectNoErr(err)
t.ExpectEq(got, "xyzxyz")

// %%
got, err := CaesarDecipher("ABC", 29)
t.ExpectNoErr(err)
t.ExpectEq(got, "XYZ")

// %%
got, err := CaesarDecipher("abc", 0)
t.ExpectNoErr(err)
t.ExpectEq(got, "abc")

// %%
got, err := CaesarDecipher("cba", 29)
t.ExpectNoErr(err)
t.ExpectEq(got, "zyx")

// %%
got, err := CaesarDecipher("aabc", 29)
t.ExpectNoErr(err)
t.ExpectEq(got, "xxyz")

// %%
got, err := CaesarDecipher("zab ", -1)
t.ExpectNoErr(err)
t.ExpectEq(got, "abc ")

// %%
got, err := CaesarDecipher("zab", -10)
t.ExpectNoErr(err)
t.ExpectEq(got, "jkl")

// %%
got, err := CaesarDecipher("zab", 99999)
t.ExpectNoErr(err)
t.ExpectEq(got, "wxy")

// %%
got, err := CaesarDecipher("ZAB", -1)
t.ExpectNoErr(err)
t.ExpectEq(got, "ABC")

// %%
got, err := CaesarDecipher("zab", 0)
t.ExpectNoErr(err)
t.ExpectEq(got, "zab")

// %%
got, err := CaesarDecipher(" zab", -1)
t.ExpectNoErr(err)
t.ExpectEq(got, " abc")

// %%
got, err := CaesarDecipher("zzab", -1)
t.ExpectNoErr(err)
t.ExpectEq(got, "aabc")

// %%
got, err := CaesarDecipher("ab", -1)
t.ExpectNoErr(err)
t.ExpectEq(got, "bc")

// %%
got, err := CaesarDecipher("zab", 1)
t.ExpectNoErr(err)
t.ExpectEq(got, "yza")
