// %%
got, err := CaesarCipher("a1", 0)
t.ExpectNoErr(err)
t.ExpectEq(got, "a1")

// %%
got, err := CaesarCipher("A1", 1)
t.ExpectNoErr(err)
t.ExpectEq(got, "B2")

// %%
got, err := CaesarCipher("a1 ", 1)
t.ExpectNoErr(err)
t.ExpectEq(got, "b2 ")

// %%
got, err := CaesarCipher("a", 1)
t.ExpectNoErr(err)
t.ExpectEq(got, "b")

// %%
got, err := CaesarCipher("a1", 8)
t.ExpectNoErr(err)
t.ExpectEq(got, "i9")

// %%
got, err := CaesarCipher("1a", 1)
t.ExpectNoErr(err)
t.ExpectEq(got, "2b")

// %%
got, err := CaesarCipher("a1a", 1)
t.ExpectNoErr(err)
t.ExpectEq(got, "b2b")

// %%
got, err := CaesarCipher("aa1", 1)
t.ExpectNoErr(err)
t.ExpectEq(got, "bb2")

// %%
got, err := CaesarCipher("a1", 100001)
t.ExpectNoErr(err)
t.ExpectEq(got, "f2")

// %%
got, err := CaesarCipher("90", 1)
t.ExpectNoErr(err)
t.ExpectEq(got, "01")

// %%
got, err := CaesarCipher("9 ", 1)
t.ExpectNoErr(err)
t.ExpectEq(got, "0 ")

// %%
got, err := CaesarCipher("9", 100001)
t.ExpectNoErr(err)
t.ExpectEq(got, "0")

// %%
got, err := CaesarCipher("9a", 1)
t.ExpectNoErr(err)
t.ExpectEq(got, "0b")

// %%
got, err := CaesarCipher("9", 8)
t.ExpectNoErr(err)
t.ExpectEq(got, "7")

// %%
got, err := CaesarCipher("9", 0)
t.ExpectNoErr(err)
t.ExpectEq(got, "9")

// %%
got, err := CaesarCipher("9", 2)
t.ExpectNoErr(err)
t.ExpectEq(got, "1")

// %%
got, err := CaesarCipher("0a", -1)
t.ExpectNoErr(err)
t.ExpectEq(got, "9z")

// %%
got, err := CaesarCipher("0", 1)
t.ExpectNoErr(err)
t.ExpectEq(got, "1")

// %%
got, err := CaesarCipher("0", -2)
t.ExpectNoErr(err)
t.ExpectEq(got, "8")

// %%
got, err := CaesarCipher("0", 0)
t.ExpectNoErr(err)
t.ExpectEq(got, "0")

// %%
got, err := CaesarCipher("0", -10)
t.ExpectNoErr(err)
t.ExpectEq(got, "0")

// %%
got, err := CaesarCipher("Room  101", 13)
t.ExpectNoErr(err)
t.ExpectEq(got, "Ebbz  434")

// %%
got, err := CaesarCipher("101 mooR", 13)
t.ExpectNoErr(err)
t.ExpectEq(got, "434 zbbE")

// %%
got, err := CaesarCipher("Room 101", 14)
t.ExpectNoErr(err)
t.ExpectEq(got, "Fcca 545")
