// %%
got, err := IntToRoman(1994)
t.ExpectNoErr(err)
t.ExpectEq(got, "MCMXCIV")

// %%
got, err := IntToRoman(4)
t.ExpectNoErr(err)
t.ExpectEq(got, "IV")

// %%
got, err := IntToRoman(3999)
t.ExpectNoErr(err)
t.ExpectEq(got, "MMMCMXCIX")

// %%
_, err := IntToRoman(0)
t.ExpectErr(err, "number out of range")

// %%
_, err := IntToRoman(4000)
t.ExpectErr(err, "number out of range")
