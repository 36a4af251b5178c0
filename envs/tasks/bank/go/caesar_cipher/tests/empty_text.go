// %%
_, err := CaesarCipher("", 3)
t.ExpectErr(err, "text must not be empty")

// %%
got, err := CaesarCipher(" ", 3)
t.ExpectNoErr(err)
t.ExpectEq(got, " ")
