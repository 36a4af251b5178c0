// %%
got, err := RleDecode("3a1b2c3a1b2c")
t.ExpectNoErr(err)
t.ExpectEq(got, "aaabccaaabcc")

// %%
got, err := RleDecode("9a3a9a3a")
t.ExpectNoErr(err)
t.ExpectEq(got, "aaaaaaaaaaaaaaaaaaaaaaaa")

// %%
got, err := RleDecode("9A3A")
t.ExpectNoErr(err)
t.ExpectEq(got, "AAAAAAAAAAAA")

// %%
got, err := RleDecode("9a")
t.ExpectNoErr(err)
t.ExpectEq(got, "aaaaaaaaa")

// %%
_, err := RleDecode(" 3")
t.ExpectErr(err, "malformed input")

// %%
_, err := RleDecode("a3a3")
t.ExpectErr(err, "malformed input")

// %%
_, err := RleDecode("a")
t.ExpectErr(err, "malformed input")

// %%
_, err := RleDecode("a3a")
t.ExpectErr(err, "malformed input")

// %%
_, err := RleDecode("aa3")
t.ExpectErr(err, "malformed input")

// %%
_, err := RleDecode("A3")
t.ExpectErr(err, "malformed input")

// %%
_, err := RleDecode(" a3")
t.ExpectErr(err, "malformed input")

// %%
_, err := RleDecode("00a")
t.ExpectErr(err, "malformed input")

// %%
_, err := RleDecode("0a0a")
t.ExpectErr(err, "malformed input")

// %%
_, err := RleDecode("0aa")
t.ExpectErr(err, "malformed input")

// %%
_, err := RleDecode("0A")
t.ExpectErr(err, "malformed input")

// %%
_, err := RleDecode("0a ")
t.ExpectErr(err, "malformed input")

// %%
_, err := RleDecode(" 0a")
t.ExpectErr(err, "malformed input")

// %%
_, err := RleDecode("0a0")
t.ExpectErr(err, "malformed input")

// %%
_, err := RleDecode("a0")
t.ExpectErr(err, "malformed input")

// %%
_, err := RleDecode("0")
t.ExpectErr(err, "malformed input")

// %%
_, err := RleDecode("33 ")
t.ExpectErr(err, "malformed input")

// %%
_, err := RleDecode(" 33")
t.ExpectErr(err, "malformed input")

// %%
_, err := RleDecode("3333")
t.ExpectErr(err, "malformed input")

// %%
_, err := RleDecode("33a")
t.ExpectErr(err, "malformed input")
