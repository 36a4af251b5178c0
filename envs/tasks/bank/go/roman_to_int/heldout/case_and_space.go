// %%
got, err := RomanToInt(" xiv")
t.ExpectNoErr(err)
t.ExpectEq(got, 14)

// %%
got, err := RomanToInt(" Xiv ")
t.ExpectNoErr(err)
t.ExpectEq(got, 14)

// %%
got, err := RomanToInt(" xiv  ")
t.ExpectNoErr(err)
t.ExpectEq(got, 14)

// %%
got, err := RomanToInt("xiv ")
t.ExpectNoErr(err)
t.ExpectEq(got, 14)

// %%
got, err := RomanToInt("xiv")
t.ExpectNoErr(err)
t.ExpectEq(got, 14)

// %%
got, err := RomanToInt(" XIV ")
t.ExpectNoErr(err)
t.ExpectEq(got, 14)

// %%
got, err := RomanToInt(" x")
t.ExpectNoErr(err)
t.ExpectEq(got, 10)

// %%
got, err := RomanToInt("  xiv  ")
t.ExpectNoErr(err)
t.ExpectEq(got, 14)

// %%
got, err := RomanToInt("  xiv ")
t.ExpectNoErr(err)
t.ExpectEq(got, 14)

// %%
got, err := RomanToInt("m")
t.ExpectNoErr(err)
t.ExpectEq(got, 1000)

// %%
got, err := RomanToInt("MCMxcIV")
t.ExpectNoErr(err)
t.ExpectEq(got, 1994)

// %%
got, err := RomanToInt(" mcmXCiv")
t.ExpectNoErr(err)
t.ExpectEq(got, 1994)

// %%
got, err := RomanToInt("mcm")
t.ExpectNoErr(err)
t.ExpectEq(got, 1900)

// %%
got, err := RomanToInt("MCMXCIV")
t.ExpectNoErr(err)
t.ExpectEq(got, 1994)

// %%
got, err := RomanToInt("mmcmXCiv")
t.ExpectNoErr(err)
t.ExpectEq(got, 2994)

// %%
got, err := RomanToInt("mcmXCi")
t.ExpectNoErr(err)
t.ExpectEq(got, 1991)

// %%
got, err := RomanToInt("mcmXCiv ")
t.ExpectNoErr(err)
t.ExpectEq(got, 1994)

// %%
got, err := RomanToInt("Mcmxciv")
t.ExpectNoErr(err)
t.ExpectEq(got, 1994)

// %%
got, err := RomanToInt("mcmxciv")
t.ExpectNoErr(err)
t.ExpectEq(got, 1994)

// %%
got, err := RomanToInt("cmXCiv")
t.ExpectNoErr(err)
t.ExpectEq(got, 994)
