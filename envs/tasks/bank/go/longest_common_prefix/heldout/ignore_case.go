// %%
got, err := LongestCommonPrefix([]string{"Flower0", "flow", "FLIGHT"})
t.ExpectNoErr(err)
t.ExpectEq(got, "Fl")

// %%
got, err := LongestCommonPrefix([]string{"Flower", "wolf", "FLIGHT"})
t.ExpectNoErr(err)
t.ExpectEq(got, "")

// %%
got, err := LongestCommonPrefix([]string{"Flower", "f", "FLIGHT"})
t.ExpectNoErr(err)
t.ExpectEq(got, "F")

// %%
got, err := LongestCommonPrefix([]string{"Flower", "", "FLIGHT"})
t.ExpectNoErr(err)
t.ExpectEq(got, "")

// %%
got, err := LongestCommonPrefix([]string{"Flowera", "flow", "FLIGHT"})
t.ExpectNoErr(err)
t.ExpectEq(got, "Fl")

// %%
got, err := LongestCommonPrefix([]string{"Flower", "flow", "flight"})
t.ExpectNoErr(err)
t.ExpectEq(got, "Fl")

// %%
got, err := LongestCommonPrefix([]string{"Flo", "flow", "FLIGHT"})
t.ExpectNoErr(err)
t.ExpectEq(got, "Fl")

// %%
got, err := LongestCommonPrefix([]string{"A", "abd"})
t.ExpectNoErr(err)
t.ExpectEq(got, "A")

// %%
got, err := LongestCommonPrefix([]string{"ABC ", "abd"})
t.ExpectNoErr(err)
t.ExpectEq(got, "AB")

// %%
got, err := LongestCommonPrefix([]string{"CBA", "abd"})
t.ExpectNoErr(err)
t.ExpectEq(got, "")

// %%
got, err := LongestCommonPrefix([]string{"ABC", "abdabd"})
t.ExpectNoErr(err)
t.ExpectEq(got, "AB")

// %%
got, err := LongestCommonPrefix([]string{"ABC", "bd"})
t.ExpectNoErr(err)
t.ExpectEq(got, "")

// %%
got, err := LongestCommonPrefix([]string{"ABC0", "abd"})
t.ExpectNoErr(err)
t.ExpectEq(got, "AB")

// %%
got, err := LongestCommonPrefix([]string{"ABCa", "abd"})
t.ExpectNoErr(err)
t.ExpectEq(got, "AB")

// %%
got, err := LongestCommonPrefix([]string{"ABC", "abda"})
t.ExpectNoErr(err)
t.ExpectEq(got, "AB")

// %%
got, err := LongestCommonPrefix([]string{"X", "X"})
t.ExpectNoErr(err)
t.ExpectEq(got, "X")

// %%
got, err := LongestCommonPrefix([]string{"x", "X0"})
t.ExpectNoErr(err)
t.ExpectEq(got, "x")

// %%
got, err := LongestCommonPrefix([]string{"x", " X"})
t.ExpectNoErr(err)
t.ExpectEq(got, "")

// %%
got, err := LongestCommonPrefix([]string{"x", "x"})
t.ExpectNoErr(err)
t.ExpectEq(got, "x")

// %%
got, err := LongestCommonPrefix([]string{"x", "X "})
t.ExpectNoErr(err)
t.ExpectEq(got, "x")

// %%
got, err := LongestCommonPrefix([]string{"x0", "X"})
t.ExpectNoErr(err)
t.ExpectEq(got, "x")

// %%
got, err := LongestCommonPrefix([]string{"x ", "X"})
t.ExpectNoErr(err)
t.ExpectEq(got, "x")

// %%
got, err := LongestCommonPrefix([]string{"xx", "X"})
t.ExpectNoErr(err)
t.ExpectEq(got, "x")

// %%
got, err := LongestCommonPrefix([]string{" x", "X"})
t.ExpectNoErr(err)
t.ExpectEq(got, "")
