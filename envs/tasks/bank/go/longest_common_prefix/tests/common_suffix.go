// %%
got, err := LongestCommonSuffix([]string{"walking", "talking", "king"})
t.ExpectNoErr(err)
t.ExpectEq(got, "king")

// %%
got, err := LongestCommonSuffix([]string{"abc", "xyz"})
t.ExpectNoErr(err)
t.ExpectEq(got, "")

// %%
got, err := LongestCommonSuffix([]string{"solo"})
t.ExpectNoErr(err)
t.ExpectEq(got, "solo")

// %%
got, err := LongestCommonSuffix([]string{"ing", "Ing"})
t.ExpectNoErr(err)
t.ExpectEq(got, "ng")
