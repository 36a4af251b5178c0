// %%
got, err := LongestCommonPrefix([]string{"Flower", "flow", "FLIGHT"})
t.ExpectNoErr(err)
t.ExpectEq(got, "Fl")

// %%
got, err := LongestCommonPrefix([]string{"ABC", "abd"})
t.ExpectNoErr(err)
t.ExpectEq(got, "AB")

// %%
got, err := LongestCommonPrefix([]string{"x", "X"})
t.ExpectNoErr(err)
t.ExpectEq(got, "x")
