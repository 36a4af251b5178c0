// %%
got, err := RleEncode("aaaaaaaaaaaa")
t.ExpectNoErr(err)
t.ExpectEq(got, "9a3a")

// %%
got, err := RleEncode("cccccccccccccccccc")
t.ExpectNoErr(err)
t.ExpectEq(got, "9c9c")

// %%
got, err := RleEncode("bbbbbbbbbx")
t.ExpectNoErr(err)
t.ExpectEq(got, "9b1x")

// %%
got, err := RleEncode("ddddddddddddddddddddddddd")
t.ExpectNoErr(err)
t.ExpectEq(got, "9d9d7d")
