// %%
_, err := RomanToInt("XIZ")
t.ExpectErr(err, "invalid roman numeral: XIZ")

// %%
_, err := RomanToInt(" iiii ")
t.ExpectErr(err, "invalid roman numeral:  iiii ")

// %%
_, err := RomanToInt("IC")
t.ExpectErr(err, "invalid roman numeral: IC")

// %%
_, err := RomanToInt("VX")
t.ExpectErr(err, "invalid roman numeral: VX")

// %%
_, err := RomanToInt("MMMM")
t.ExpectErr(err, "invalid roman numeral: MMMM")

// %%
got, err := RomanToInt("MMMCMXCIX")
t.ExpectNoErr(err)
t.ExpectEq(got, 3999)
