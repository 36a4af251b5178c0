// %%
_, err := RleEncode("aa1")
t.ExpectErr(err, "digits cannot be encoded")

// %%
_, err := RleEncode("a10")
t.ExpectErr(err, "digits cannot be encoded")

// %%
_, err := RleEncode("a1 ")
t.ExpectErr(err, "digits cannot be encoded")

// %%
_, err := RleEncode("A1")
t.ExpectErr(err, "digits cannot be encoded")

// %%
_, err := RleEncode("a1a1")
t.ExpectErr(err, "digits cannot be encoded")

// %%
_, err := RleEncode("1")
t.ExpectErr(err, "digits cannot be encoded")

// %%
_, err := RleEncode("a1a")
t.ExpectErr(err, "digits cannot be encoded")

// %%
_, err := RleEncode(" a1")
t.ExpectErr(err, "digits cannot be encoded")

// %%
_, err := RleEncode("9999")
t.ExpectErr(err, "digits cannot be encoded")

// %%
_, err := RleEncode("9990")
t.ExpectErr(err, "digits cannot be encoded")

// %%
_, err := RleEncode("9")
t.ExpectErr(err, "digits cannot be encoded")

// %%
_, err := RleEncode(" 999")
t.ExpectErr(err, "digits cannot be encoded")

// %%
_, err := RleEncode("999a")
t.ExpectErr(err, "digits cannot be encoded")

// %%
_, err := RleEncode("999999")
t.ExpectErr(err, "digits cannot be encoded")

// %%
_, err := RleEncode("99")
t.ExpectErr(err, "digits cannot be encoded")

// %%
_, err := RleEncode("999 ")
t.ExpectErr(err, "digits cannot be encoded")

// %%
got, err := RleEncode("aba")
t.ExpectNoErr(err)
t.ExpectEq(got, "1a1b1a")

// %%
got, err := RleEncode("b")
t.ExpectNoErr(err)
t.ExpectEq(got, "1b")

// %%
got, err := RleEncode("ba")
t.ExpectNoErr(err)
t.ExpectEq(got, "1b1a")

// %%
got, err := RleEncode("")
t.ExpectNoErr(err)
t.ExpectEq(got, "")

// %%
got, err := RleEncode("Ab")
t.ExpectNoErr(err)
t.ExpectEq(got, "1A1b")

// %%
got, err := RleEncode("a")
t.ExpectNoErr(err)
t.ExpectEq(got, "1a")

// %%
got, err := RleEncode("ab ")
t.ExpectNoErr(err)
t.ExpectEq(got, "1a1b1 ")

// %%
got, err := RleEncode("abab")
t.ExpectNoErr(err)
t.ExpectEq(got, "1a1b1a1b")
