// %%
got, err := CaesarDecipher("Khoor, Zruog!", 3)
t.ExpectNoErr(err)
t.ExpectEq(got, "Hello, World!")

// %%
got, err := CaesarDecipher("abc", 29)
t.ExpectNoErr(err)
t.ExpectEq(got, "xyz")

// %%
got, err := CaesarDecipher("zab", -1)
t.ExpectNoErr(err)
t.ExpectEq(got, "abc")
