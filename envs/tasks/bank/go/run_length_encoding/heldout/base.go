// %%
got, err := RleEncode("aaaabcc")
t.ExpectNoErr(err)
t.ExpectEq(got, "4a1b2c")

// %%
got, err := RleEncode("AAABCC")
t.ExpectNoErr(err)
t.ExpectEq(got, "3A1B2C")

// %%
got, err := RleEncode("aaabccaaabcc")
t.ExpectNoErr(err)
t.ExpectEq(got, "3a1b2c3a1b2c")

// %%
got, err := RleEncode("aaabcca")
t.ExpectNoErr(err)
t.ExpectEq(got, "3a1b2c1a")

// %%
got, err := RleEncode("aaa")
t.ExpectNoErr(err)
t.ExpectEq(got, "3a")

// %%
got, err := RleEncode(" ")
t.ExpectNoErr(err)
t.ExpectEq(got, "1 ")

// %%
got, err := RleEncode("ABC")
t.ExpectNoErr(err)
t.ExpectEq(got, "1A1B1C")

// %%
got, err := RleEncode("cba")
t.ExpectNoErr(err)
t.ExpectEq(got, "1c1b1a")

// %%
got, err := RleEncode("abcabc")
t.ExpectNoErr(err)
t.ExpectEq(got, "1a1b1c1a1b1c")

// %%
got, err := RleEncode("Abc")
t.ExpectNoErr(err)
t.ExpectEq(got, "1A1b1c")

// %%
got, err := RleEncode("zz")
t.ExpectNoErr(err)
t.ExpectEq(got, "2z")

// %%
got, err := RleEncode("z")
t.ExpectNoErr(err)
t.ExpectEq(got, "1z")

// %%
got, err := RleEncode(" zzzz")
t.ExpectNoErr(err)
t.ExpectEq(got, "1 4z")

// %%
got, err := RleEncode("Zzzz")
t.ExpectNoErr(err)
t.ExpectEq(got, "1Z3z")

// %%
got, err := RleEncode("zzzzzzzz")
t.ExpectNoErr(err)
t.ExpectEq(got, "8z")

// %%
got, err := RleEncode("zzzz ")
t.ExpectNoErr(err)
t.ExpectEq(got, "4z1 ")

// %%
got, err := RleEncode("zzzza")
t.ExpectNoErr(err)
t.ExpectEq(got, "4z1a")

// %%
got, err := RleEncode("zzz")
t.ExpectNoErr(err)
t.ExpectEq(got, "3z")

// %%
got, err := RleEncode("!!  ")
t.ExpectNoErr(err)
t.ExpectEq(got, "2!2 ")

// %%
got, err := RleEncode("   !!")
t.ExpectNoErr(err)
t.ExpectEq(got, "3 2!")

// %%
got, err := RleEncode("  !!  !!")
t.ExpectNoErr(err)
t.ExpectEq(got, "2 2!2 2!")

// %%
got, err := RleEncode("    !!")
t.ExpectNoErr(err)
t.ExpectEq(got, "4 2!")

// %%
got, err := RleEncode(" !!")
t.ExpectNoErr(err)
t.ExpectEq(got, "1 2!")

// %%
got, err := RleEncode("!!")
t.ExpectNoErr(err)
t.ExpectEq(got, "2!")
