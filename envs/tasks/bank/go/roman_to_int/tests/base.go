// %%
got, err := RomanToInt("III")
t.ExpectNoErr(err)
t.ExpectEq(got, 3)

// %%
got, err := RomanToInt("IV")
t.ExpectNoErr(err)
t.ExpectEq(got, 4)

// %%
got, err := RomanToInt("IX")
t.ExpectNoErr(err)
t.ExpectEq(got, 9)

// %%
got, err := RomanToInt("LVIII")
t.ExpectNoErr(err)
t.ExpectEq(got, 58)

// %%
got, err := RomanToInt("MCMXCIV")
t.ExpectNoErr(err)
t.ExpectEq(got, 1994)
