// %%
_, err := CaesarCipher("", 1)
t.ExpectErr(err, "text must not be empty")

// %%
_, err := CaesarCipher("", 30)
t.ExpectErr(err, "text must not be empty")

// %%
_, err := CaesarCipher("", 100003)
t.ExpectErr(err, "text must not be empty")

// %%
_, err := CaesarCipher("", 10)
t.ExpectErr(err, "text must not be empty")

// %%
_, err := CaesarCipher("", 2)
t.ExpectErr(err, "text must not be empty")

// %%
_, err := CaesarCipher("", 4)
t.ExpectErr(err, "text must not be empty")

// %%
_, err := CaesarCipher("", 6)
t.ExpectErr(err, "text must not be empty")

// %%
_, err := CaesarCipher("", 0)
t.ExpectErr(err, "text must not be empty")

// %%
got, err := CaesarCipher(" ", 4)
t.ExpectNoErr(err)
t.ExpectEq(got, " ")

// %%
got, err := CaesarCipher(" a", 3)
t.ExpectNoErr(err)
t.ExpectEq(got, " d")

// %%
got, err := CaesarCipher(" ", 0)
t.ExpectNoErr(err)
t.ExpectEq(got, " ")

// %%
got, err := CaesarCipher(" ", 2)
t.ExpectNoErr(err)
t.ExpectEq(got, " ")

// %%
got, err := CaesarCipher(" ", 100003)
t.ExpectNoErr(err)
t.ExpectEq(got, " ")

// %%
got, err := CaesarCipher(" ", 6)
t.ExpectNoErr(err)
t.ExpectEq(got, " ")

// %%
got, err := CaesarCipher(" ", 1)
t.ExpectNoErr(err)
t.ExpectEq(got, " ")

// %%
got, err := CaesarCipher("  ", 3)
t.ExpectNoErr(err)
t.ExpectEq(got, "  ")

// %%
got, err := CaesarCipher(" ", 30)
t.ExpectNoErr(err)
t.ExpectEq(got, " ")

// %%
got, err := CaesarCipher(" ", 10)
t.ExpectNoErr(err)
t.ExpectEq(got, " ")
