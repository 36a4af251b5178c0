// %%
got, err := RleEncode("a")
t.ExpectNoErr(err)
t.ExpectEq(got, "1a")

// %%
got, err := RleEncode("aaaaaa")
t.ExpectNoErr(err)
t.ExpectEq(got, "6a")

// %%
got, err := RleEncode("aaaaaaaaaaaa ")
t.ExpectNoErr(err)
t.ExpectEq(got, "9a3a1 ")

// %%
got, err := RleEncode(" cccccccccccccccccc")
t.ExpectNoErr(err)
t.ExpectEq(got, "1 9c9c")

// %%
got, err := RleEncode("c")
t.ExpectNoErr(err)
t.ExpectEq(got, "1c")

// %%
got, err := RleEncode("CCCCCCCCCCCCCCCCCC")
t.ExpectNoErr(err)
t.ExpectEq(got, "9C9C")

// %%
got, err := RleEncode("Cccccccccccccccccc")
t.ExpectNoErr(err)
t.ExpectEq(got, "1C9c8c")

// %%
got, err := RleEncode("cccccccccccccccccccccccccccccccccccc")
t.ExpectNoErr(err)
t.ExpectEq(got, "9c9c9c9c")

// %%
got, err := RleEncode("ccccccccc")
t.ExpectNoErr(err)
t.ExpectEq(got, "9c")

// %%
got, err := RleEncode("ccccccccccccccccccc")
t.ExpectNoErr(err)
t.ExpectEq(got, "9c9c1c")

// %%
got, err := RleEncode("bbbbbbbbbx ")
t.ExpectNoErr(err)
t.ExpectEq(got, "9b1x1 ")

// %%
got, err := RleEncode("bbbbb")
t.ExpectNoErr(err)
t.ExpectEq(got, "5b")

// %%
got, err := RleEncode("bbbbbbbbbbx")
t.ExpectNoErr(err)
t.ExpectEq(got, "9b1b1x")

// %%
got, err := RleEncode("bbbbbbbbbxa")
t.ExpectNoErr(err)
t.ExpectEq(got, "9b1x1a")

// %%
got, err := RleEncode("Bbbbbbbbbx")
t.ExpectNoErr(err)
t.ExpectEq(got, "1B8b1x")

// %%
got, err := RleEncode(" bbbbbbbbbx")
t.ExpectNoErr(err)
t.ExpectEq(got, "1 9b1x")

// %%
got, err := RleEncode("xbbbbbbbbb")
t.ExpectNoErr(err)
t.ExpectEq(got, "1x9b")

// %%
got, err := RleEncode("bbbbbbbbbxbbbbbbbbbx")
t.ExpectNoErr(err)
t.ExpectEq(got, "9b1x9b1x")

// %%
got, err := RleEncode("b")
t.ExpectNoErr(err)
t.ExpectEq(got, "1b")

// %%
got, err := RleEncode("ddddddddddddddddddddddddd ")
t.ExpectNoErr(err)
t.ExpectEq(got, "9d9d7d1 ")

// %%
got, err := RleEncode("DDDDDDDDDDDDDDDDDDDDDDDDD")
t.ExpectNoErr(err)
t.ExpectEq(got, "9D9D7D")

// %%
got, err := RleEncode("d")
t.ExpectNoErr(err)
t.ExpectEq(got, "1d")

// %%
got, err := RleEncode("dddddddddddd")
t.ExpectNoErr(err)
t.ExpectEq(got, "9d3d")

// %%
got, err := RleEncode("Ddddddddddddddddddddddddd")
t.ExpectNoErr(err)
t.ExpectEq(got, "1D9d9d6d")
