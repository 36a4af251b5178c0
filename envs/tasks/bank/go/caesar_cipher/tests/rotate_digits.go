// %%
got, err := CaesarCipher("a1", 1)
t.ExpectNoErr(err)
t.ExpectEq(got, "b2")

// %%
got, err := CaesarCipher("9", 1)
t.ExpectNoErr(err)
t.ExpectEq(got, "0")

// %%
got, err := CaesarCipher("0", -1)
t.ExpectNoErr(err)
t.ExpectEq(got, "9")

// %%
got, err := CaesarCipher("Room 101", 13)
t.ExpectNoErr(err)
t.ExpectEq(got, "Ebbz 434")
