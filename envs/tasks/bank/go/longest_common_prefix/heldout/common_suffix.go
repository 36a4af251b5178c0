// %%
got, err := LongestCommonSuffix([]string{"walking", "talking0", "king"})
t.ExpectNoErr(err)
t.ExpectEq(got, "")

// %%
got, err := LongestCommonSuffix([]string{"walking", "talking", "KING"})
t.ExpectNoErr(err)
t.ExpectEq(got, "")

// %%
got, err := LongestCommonSuffix([]string{"walking", " talking", "king"})
t.ExpectNoErr(err)
t.ExpectEq(got, "king")

// %%
got, err := LongestCommonSuffix([]string{"alking", "talking", "king"})
t.ExpectNoErr(err)
t.ExpectEq(got, "king")

// %%
got, err := LongestCommonSuffix([]string{"walking", "talking", "gnik"})
t.ExpectNoErr(err)
t.ExpectEq(got, "")

// %%
got, err := LongestCommonSuffix([]string{"walking", "talkin", "king"})
t.ExpectNoErr(err)
t.ExpectEq(got, "")

// %%
got, err := LongestCommonSuffix([]string{"abca", "xyz"})
t.ExpectNoErr(err)
t.ExpectEq(got, "")

// %%
got, err := LongestCommonSuffix([]string{"abc0", "xyz"})
t.ExpectNoErr(err)
t.ExpectEq(got, "")

// %%
got, err := LongestCommonSuffix([]string{"abc", "x"})
t.ExpectNoErr(err)
t.ExpectEq(got, "")

// %%
got, err := LongestCommonSuffix([]string{"a", "xyz"})
t.ExpectNoErr(err)
t.ExpectEq(got, "")

// %%
got, err := LongestCommonSuffix([]string{" abc", "xyz"})
t.ExpectNoErr(err)
t.ExpectEq(got, "")

// %%
got, err := LongestCommonSuffix([]string{"abcabc", "xyz"})
t.ExpectNoErr(err)
t.ExpectEq(got, "")

// %%
got, err := LongestCommonSuffix([]string{"Solo"})
t.ExpectNoErr(err)
t.ExpectEq(got, "Solo")

// %%
got, err := LongestCommonSuffix([]string{"SOLO"})
t.ExpectNoErr(err)
t.ExpectEq(got, "SOLO")

// %%
got, err := LongestCommonSuffix([]string{"so"})
t.ExpectNoErr(err)
t.ExpectEq(got, "so")

// %%
got, err := LongestCommonSuffix([]string{"solosolo"})
t.ExpectNoErr(err)
t.ExpectEq(got, "solosolo")

// %%
got, err := LongestCommonSuffix([]string{""})
t.ExpectNoErr(err)
t.ExpectEq(got, "")

// %%
got, err := LongestCommonSuffix([]string{"solo "})
t.ExpectNoErr(err)
t.ExpectEq(got, "solo ")

// %%
got, err := LongestCommonSuffix([]string{"soloa"})
t.ExpectNoErr(err)
t.ExpectEq(got, "soloa")

// %%
got, err := LongestCommonSuffix([]string{"olo"})
t.ExpectNoErr(err)
t.ExpectEq(got, "olo")

// %%
got, err := LongestCommonSuffix([]string{"ng", "Ing"})
t.ExpectNoErr(err)
t.ExpectEq(got, "ng")

// %%
got, err := LongestCommonSuffix([]string{"gni", "Ing"})
t.ExpectNoErr(err)
t.ExpectEq(got, "")

// %%
got, err := LongestCommonSuffix([]string{"ing", "ING"})
t.ExpectNoErr(err)
t.ExpectEq(got, "")

// %%
got, err := LongestCommonSuffix([]string{"ing", "IngIng"})
t.ExpectNoErr(err)
t.ExpectEq(got, "ng")
