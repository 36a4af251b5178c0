// %%
got, err := CountVowels("")
t.ExpectNoErr(err)
t.ExpectEq(got, 0)

// %%
got, err := CountVowels("happy ")
t.ExpectNoErr(err)
t.ExpectEq(got, 2)

// %%
got, err := CountVowels("happyhappy")
t.ExpectNoErr(err)
t.ExpectEq(got, 3)

// %%
got, err := CountVowels("appy")
t.ExpectNoErr(err)
t.ExpectEq(got, 2)

// %%
got, err := CountVowels("HAPPY")
t.ExpectNoErr(err)
t.ExpectEq(got, 2)

// %%
got, err := CountVowels("happya")
t.ExpectNoErr(err)
t.ExpectEq(got, 2)

// %%
got, err := CountVowels("es")
t.ExpectNoErr(err)
t.ExpectEq(got, 1)

// %%
got, err := CountVowels("yyes")
t.ExpectNoErr(err)
t.ExpectEq(got, 1)

// %%
got, err := CountVowels("YES")
t.ExpectNoErr(err)
t.ExpectEq(got, 1)

// %%
got, err := CountVowels("my waymy way")
t.ExpectNoErr(err)
t.ExpectEq(got, 5)

// %%
got, err := CountVowels("my wa")
t.ExpectNoErr(err)
t.ExpectEq(got, 2)

// %%
got, err := CountVowels("mmy way")
t.ExpectNoErr(err)
t.ExpectEq(got, 3)

// %%
got, err := CountVowels("My Way")
t.ExpectNoErr(err)
t.ExpectEq(got, 3)

// %%
got, err := CountVowels("MY WAY")
t.ExpectNoErr(err)
t.ExpectEq(got, 3)

// %%
got, err := CountVowels("yaw ym")
t.ExpectNoErr(err)
t.ExpectEq(got, 1)

// %%
got, err := CountVowels("my  way")
t.ExpectNoErr(err)
t.ExpectEq(got, 3)

// %%
got, err := CountVowels("my ")
t.ExpectNoErr(err)
t.ExpectEq(got, 1)

// %%
got, err := CountVowels("my waya")
t.ExpectNoErr(err)
t.ExpectEq(got, 3)

// %%
got, err := CountVowels("Shy!")
t.ExpectNoErr(err)
t.ExpectEq(got, 1)

// %%
got, err := CountVowels("SHY!SHY!")
t.ExpectNoErr(err)
t.ExpectEq(got, 2)

// %%
got, err := CountVowels("!YHS")
t.ExpectNoErr(err)
t.ExpectEq(got, 0)

// %%
got, err := CountVowels("HY!")
t.ExpectNoErr(err)
t.ExpectEq(got, 1)

// %%
got, err := CountVowels("SH")
t.ExpectNoErr(err)
t.ExpectEq(got, 0)

// %%
got, err := CountVowels("shy!")
t.ExpectNoErr(err)
t.ExpectEq(got, 1)
