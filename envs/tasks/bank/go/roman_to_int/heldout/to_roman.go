// %%
got, err := IntToRoman(1993)
t.ExpectNoErr(err)
t.ExpectEq(got, "MCMXCIII")

// %%
got, err := IntToRoman(1)
t.ExpectNoErr(err)
t.ExpectEq(got, "I")

// %%
got, err := IntToRoman(2001)
t.ExpectNoErr(err)
t.ExpectEq(got, "MMI")

// %%
got, err := IntToRoman(3988)
t.ExpectNoErr(err)
t.ExpectEq(got, "MMMCMLXXXVIII")

// %%
got, err := IntToRoman(1995)
t.ExpectNoErr(err)
t.ExpectEq(got, "MCMXCV")

// %%
got, err := IntToRoman(997)
t.ExpectNoErr(err)
t.ExpectEq(got, "CMXCVII")

// %%
got, err := IntToRoman(2)
t.ExpectNoErr(err)
t.ExpectEq(got, "II")

// %%
got, err := IntToRoman(3)
t.ExpectNoErr(err)
t.ExpectEq(got, "III")

// %%
got, err := IntToRoman(40)
t.ExpectNoErr(err)
t.ExpectEq(got, "XL")

// %%
got, err := IntToRoman(5)
t.ExpectNoErr(err)
t.ExpectEq(got, "V")

// %%
got, err := IntToRoman(8)
t.ExpectNoErr(err)
t.ExpectEq(got, "VIII")

// %%
got, err := IntToRoman(11)
t.ExpectNoErr(err)
t.ExpectEq(got, "XI")

// %%
got, err := IntToRoman(3998)
t.ExpectNoErr(err)
t.ExpectEq(got, "MMMCMXCVIII")

// %%
got, err := IntToRoman(1999)
t.ExpectNoErr(err)
t.ExpectEq(got, "MCMXCIX")

// %%
_, err := IntToRoman(100000)
t.ExpectErr(err, "number out of range")

// %%
_, err := IntToRoman(104000)
t.ExpectErr(err, "number out of range")

// %%
_, err := IntToRoman(40000)
t.ExpectErr(err, "number out of range")

// %%
_, err := IntToRoman(4001)
t.ExpectErr(err, "number out of range")

// %%
_, err := IntToRoman(8000)
t.ExpectErr(err, "number out of range")

// %%
_, err := IntToRoman(4007)
t.ExpectErr(err, "number out of range")
