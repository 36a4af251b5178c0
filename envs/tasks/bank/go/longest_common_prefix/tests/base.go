// %%
got, err := LongestCommonPrefix([]string{"flower", "flow", "flight"})
t.ExpectNoErr(err)
t.ExpectEq(got, "fl")

// %%
got, err := LongestCommonPrefix([]string{"dog", "racecar", "car"})
t.ExpectNoErr(err)
t.ExpectEq(got, "")

// %%
got, err := LongestCommonPrefix([]string{"alone"})
t.ExpectNoErr(err)
t.ExpectEq(got, "alone")

// %%
got, err := LongestCommonPrefix([]string{"same", "same"})
t.ExpectNoErr(err)
t.ExpectEq(got, "same")

// %%
got, err := LongestCommonPrefix([]string{"ab", "a", "abc"})
t.ExpectNoErr(err)
t.ExpectEq(got, "a")
