// %%
got, err := RomanToInt(" xiv ")
t.ExpectNoErr(err)
t.ExpectEq(got, 14)

// %%
got, err := RomanToInt("mcmXCiv")
t.ExpectNoErr(err)
t.ExpectEq(got, 1994)

// %%
got, err := RomanToInt("\tMMXXIV\n")
t.ExpectNoErr(err)
t.ExpectEq(got, 2024)
