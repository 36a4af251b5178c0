// %%
got, err := RleDecode("3a1b2c")
t.ExpectNoErr(err)
t.ExpectEq(got, "aaabcc")

// %%
got, err := RleDecode("")
t.ExpectNoErr(err)
t.ExpectEq(got, "")

// %%
got, err := RleDecode("9a3a")
t.ExpectNoErr(err)
t.ExpectEq(got, "aaaaaaaaaaaa")

// %%
_, err := RleDecode("3")
t.ExpectErr(err, "malformed input")

// %%
_, err := RleDecode("a3")
t.ExpectErr(err, "malformed input")

// %%
_, err := RleDecode("0a")
t.ExpectErr(err, "malformed input")

// %%
_, err := RleDecode("33")
t.ExpectErr(err, "malformed input")
