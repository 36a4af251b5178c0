// %%
_, err := RomanToInt("xiz")
t.ExpectErr(err, "invalid roman numeral: xiz")

// %%
_, err := RomanToInt("ZIX")
t.ExpectErr(err, "invalid roman numeral: ZIX")

// %%
_, err := RomanToInt("XXIZ")
t.ExpectErr(err, "invalid roman numeral: XXIZ")

// %%
_, err := RomanToInt(" IIII ")
t.ExpectErr(err, "invalid roman numeral:  IIII ")

// %%
_, err := RomanToInt(" iiii  iiii ")
t.ExpectErr(err, "invalid roman numeral:  iiii  iiii ")

// %%
_, err := RomanToInt(" iiii a")
t.ExpectErr(err, "invalid roman numeral:  iiii a")

// %%
_, err := RomanToInt("  iiii ")
t.ExpectErr(err, "invalid roman numeral:   iiii ")

// %%
_, err := RomanToInt(" iiii  ")
t.ExpectErr(err, "invalid roman numeral:  iiii  ")

// %%
_, err := RomanToInt(" iiii")
t.ExpectErr(err, "invalid roman numeral:  iiii")

// %%
_, err := RomanToInt("  iiii  ")
t.ExpectErr(err, "invalid roman numeral:   iiii  ")

// %%
_, err := RomanToInt(" iiii 0")
t.ExpectErr(err, "invalid roman numeral:  iiii 0")

// %%
_, err := RomanToInt(" IC")
t.ExpectErr(err, "invalid roman numeral:  IC")

// %%
_, err := RomanToInt("ic")
t.ExpectErr(err, "invalid roman numeral: ic")

// %%
_, err := RomanToInt("ICIC")
t.ExpectErr(err, "invalid roman numeral: ICIC")

// %%
_, err := RomanToInt("ICa")
t.ExpectErr(err, "invalid roman numeral: ICa")

// %%
_, err := RomanToInt("vx")
t.ExpectErr(err, "invalid roman numeral: vx")

// %%
_, err := RomanToInt("VVX")
t.ExpectErr(err, "invalid roman numeral: VVX")

// %%
_, err := RomanToInt("VX ")
t.ExpectErr(err, "invalid roman numeral: VX ")

// %%
_, err := RomanToInt("mmmm")
t.ExpectErr(err, "invalid roman numeral: mmmm")

// %%
_, err := RomanToInt("MMMM0")
t.ExpectErr(err, "invalid roman numeral: MMMM0")

// %%
_, err := RomanToInt("MMMM ")
t.ExpectErr(err, "invalid roman numeral: MMMM ")

// %%
_, err := RomanToInt("MMMMM")
t.ExpectErr(err, "invalid roman numeral: MMMMM")

// %%
_, err := RomanToInt("Mmmm")
t.ExpectErr(err, "invalid roman numeral: Mmmm")

// %%
got, err := RomanToInt("MMMCMXCI")
t.ExpectNoErr(err)
t.ExpectEq(got, 3991)
