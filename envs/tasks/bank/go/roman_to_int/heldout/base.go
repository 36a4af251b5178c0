// %%
got, err := RomanToInt("II")
t.ExpectNoErr(err)
t.ExpectEq(got, 2)

// %%
got, err := RomanToInt("I")
t.ExpectNoErr(err)
t.ExpectEq(got, 1)

// %%
got, err := RomanToInt("V")
t.ExpectNoErr(err)
t.ExpectEq(got, 5)

// %%
got, err := RomanToInt("VI")
t.ExpectNoErr(err)
t.ExpectEq(got, 6)

// %%
got, err := RomanToInt("XI")
t.ExpectNoErr(err)
t.ExpectEq(got, 11)

// %%
got, err := RomanToInt("X")
t.ExpectNoErr(err)
t.ExpectEq(got, 10)

// %%
got, err := RomanToInt("LVII")
t.ExpectNoErr(err)
t.ExpectEq(got, 57)

// %%
got, err := RomanToInt("L")
t.ExpectNoErr(err)
t.ExpectEq(got, 50)

// %%
got, err := RomanToInt("LV")
t.ExpectNoErr(err)
t.ExpectEq(got, 55)

// %%
got, err := RomanToInt("VIII")
t.ExpectNoErr(err)
t.ExpectEq(got, 8)

// %%
got, err := RomanToInt("CMXCIV")
t.ExpectNoErr(err)
t.ExpectEq(got, 994)

// %%
got, err := RomanToInt("MCMXCI")
t.ExpectNoErr(err)
t.ExpectEq(got, 1991)

// %%
got, err := RomanToInt("M")
t.ExpectNoErr(err)
t.ExpectEq(got, 1000)

// %%
got, err := RomanToInt("MMCMXCIV")
t.ExpectNoErr(err)
t.ExpectEq(got, 2994)

// %%
got, err := RomanToInt("MCM")
t.ExpectNoErr(err)
t.ExpectEq(got, 1900)
