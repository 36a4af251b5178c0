// %%
got, err := CaesarCipher("abc", 1)
t.ExpectNoErr(err)
t.ExpectEq(got, "bcd")

// %%
got, err := CaesarCipher("xyz", 3)
t.ExpectNoErr(err)
t.ExpectEq(got, "abc")

// %%
got, err := CaesarCipher("Hello, World!", 3)
t.ExpectNoErr(err)
t.ExpectEq(got, "Khoor, Zruog!")

// %%
got, err := CaesarCipher("abc", -1)
t.ExpectNoErr(err)
t.ExpectEq(got, "zab")

// %%
got, err := CaesarCipher("abc", 27)
t.ExpectNoErr(err)
t.ExpectEq(got, "bcd")
