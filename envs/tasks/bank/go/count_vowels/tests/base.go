// %%
got, err := CountVowels("hello")
t.ExpectNoErr(err)
t.ExpectEq(got, 2)

// %%
got, err := CountVowels("AEIOU aeiou")
t.ExpectNoErr(err)
t.ExpectEq(got, 10)

// %%
got, err := CountVowels("")
t.ExpectNoErr(err)
t.ExpectEq(got, 0)

// %%
got, err := CountVowels("rhythm")
t.ExpectNoErr(err)
t.ExpectEq(got, 0)

// %%
got, err := CountVowels("Programming!")
t.ExpectNoErr(err)
t.ExpectEq(got, 3)
