// %%
got, err := RleEncode("aaabcc")
t.ExpectNoErr(err)
t.ExpectEq(got, "3a1b2c")

// %%
got, err := RleEncode("")
t.ExpectNoErr(err)
t.ExpectEq(got, "")

// %%
got, err := RleEncode("abc")
t.ExpectNoErr(err)
t.ExpectEq(got, "1a1b1c")

// %%
got, err := RleEncode("zzzz")
t.ExpectNoErr(err)
t.ExpectEq(got, "4z")

// %%
got, err := RleEncode("  !!")
t.ExpectNoErr(err)
t.ExpectEq(got, "2 2!")
