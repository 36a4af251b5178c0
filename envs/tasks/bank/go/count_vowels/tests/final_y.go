// %%
got, err := CountVowels("happy")
t.ExpectNoErr(err)
t.ExpectEq(got, 2)

// %%
got, err := CountVowels("yes")
t.ExpectNoErr(err)
t.ExpectEq(got, 1)

// %%
got, err := CountVowels("my way")
t.ExpectNoErr(err)
t.ExpectEq(got, 3)

// %%
got, err := CountVowels("SHY!")
t.ExpectNoErr(err)
t.ExpectEq(got, 1)
