// %%
got, err := LongestCommonPrefix([]string{"flower", "flow", "flighta"})
t.ExpectNoErr(err)
t.ExpectEq(got, "fl")

// %%
got, err := LongestCommonPrefix([]string{"flower0", "flow", "flight"})
t.ExpectNoErr(err)
t.ExpectEq(got, "fl")

// %%
got, err := LongestCommonPrefix([]string{"flower", "flow", "fflight"})
t.ExpectNoErr(err)
t.ExpectEq(got, "f")

// %%
got, err := LongestCommonPrefix([]string{"flower", "flow", "f"})
t.ExpectNoErr(err)
t.ExpectEq(got, "f")

// %%
got, err := LongestCommonPrefix([]string{"flower", "low", "flight"})
t.ExpectNoErr(err)
t.ExpectEq(got, "")

// %%
got, err := LongestCommonPrefix([]string{"dog", "raceca", "car"})
t.ExpectNoErr(err)
t.ExpectEq(got, "")

// %%
got, err := LongestCommonPrefix([]string{"dog", "racecar", "ccar"})
t.ExpectNoErr(err)
t.ExpectEq(got, "")

// %%
got, err := LongestCommonPrefix([]string{"dog", "racecar", "rac"})
t.ExpectNoErr(err)
t.ExpectEq(got, "")

// %%
got, err := LongestCommonPrefix([]string{"dog", "", "car"})
t.ExpectNoErr(err)
t.ExpectEq(got, "")

// %%
got, err := LongestCommonPrefix([]string{"dog", "r", "car"})
t.ExpectNoErr(err)
t.ExpectEq(got, "")

// %%
got, err := LongestCommonPrefix([]string{"dog", "racecar", "Car"})
t.ExpectNoErr(err)
t.ExpectEq(got, "")

// %%
got, err := LongestCommonPrefix([]string{" dog", "racecar", "car"})
t.ExpectNoErr(err)
t.ExpectEq(got, "")

// %%
got, err := LongestCommonPrefix([]string{"lone"})
t.ExpectNoErr(err)
t.ExpectEq(got, "lone")

// %%
got, err := LongestCommonPrefix([]string{"Alone"})
t.ExpectNoErr(err)
t.ExpectEq(got, "Alone")

// %%
got, err := LongestCommonPrefix([]string{""})
t.ExpectNoErr(err)
t.ExpectEq(got, "")

// %%
got, err := LongestCommonPrefix([]string{"alon"})
t.ExpectNoErr(err)
t.ExpectEq(got, "alon")

// %%
got, err := LongestCommonPrefix([]string{" alone"})
t.ExpectNoErr(err)
t.ExpectEq(got, " alone")

// %%
got, err := LongestCommonPrefix([]string{"alonealone"})
t.ExpectNoErr(err)
t.ExpectEq(got, "alonealone")

// %%
got, err := LongestCommonPrefix([]string{"same0", "same"})
t.ExpectNoErr(err)
t.ExpectEq(got, "same")

// %%
got, err := LongestCommonPrefix([]string{"same", "ame"})
t.ExpectNoErr(err)
t.ExpectEq(got, "")

// %%
got, err := LongestCommonPrefix([]string{"ab", "a", " abc"})
t.ExpectNoErr(err)
t.ExpectEq(got, "")

// %%
got, err := LongestCommonPrefix([]string{"ab ", "a", "abc"})
t.ExpectNoErr(err)
t.ExpectEq(got, "a")

// %%
got, err := LongestCommonPrefix([]string{"ab", "a ", "abc"})
t.ExpectNoErr(err)
t.ExpectEq(got, "a")

// %%
got, err := LongestCommonPrefix([]string{"abab", "a", "abc"})
t.ExpectNoErr(err)
t.ExpectEq(got, "a")
