// %%
got, err := CountVowels("olleh")
t.ExpectNoErr(err)
t.ExpectEq(got, 2)

// %%
got, err := CountVowels("h")
t.ExpectNoErr(err)
t.ExpectEq(got, 0)

// %%
got, err := CountVowels("hello ")
t.ExpectNoErr(err)
t.ExpectEq(got, 2)

// %%
got, err := CountVowels("hhello")
t.ExpectNoErr(err)
t.ExpectEq(got, 2)

// %%
got, err := CountVowels("ello")
t.ExpectNoErr(err)
t.ExpectEq(got, 2)

// %%
got, err := CountVowels("EIOU aeiou")
t.ExpectNoErr(err)
t.ExpectEq(got, 9)

// %%
got, err := CountVowels("aeiou AEIOU")
t.ExpectNoErr(err)
t.ExpectEq(got, 10)

// %%
got, err := CountVowels("AEIOU aeio")
t.ExpectNoErr(err)
t.ExpectEq(got, 9)

// %%
got, err := CountVowels("aeiou aeiou")
t.ExpectNoErr(err)
t.ExpectEq(got, 10)

// %%
got, err := CountVowels("AEIOU aeioua")
t.ExpectNoErr(err)
t.ExpectEq(got, 11)

// %%
got, err := CountVowels("A")
t.ExpectNoErr(err)
t.ExpectEq(got, 1)

// %%
got, err := CountVowels("uoiea UOIEA")
t.ExpectNoErr(err)
t.ExpectEq(got, 10)

// %%
got, err := CountVowels("0")
t.ExpectNoErr(err)
t.ExpectEq(got, 0)

// %%
got, err := CountVowels(" ")
t.ExpectNoErr(err)
t.ExpectEq(got, 0)

// %%
got, err := CountVowels("Rhythm")
t.ExpectNoErr(err)
t.ExpectEq(got, 0)

// %%
got, err := CountVowels("rhythm0")
t.ExpectNoErr(err)
t.ExpectEq(got, 0)

// %%
got, err := CountVowels("mhtyhr")
t.ExpectNoErr(err)
t.ExpectEq(got, 0)

// %%
got, err := CountVowels("rhythmrhythm")
t.ExpectNoErr(err)
t.ExpectEq(got, 0)

// %%
got, err := CountVowels("RHYTHM")
t.ExpectNoErr(err)
t.ExpectEq(got, 0)

// %%
got, err := CountVowels("Progra")
t.ExpectNoErr(err)
t.ExpectEq(got, 2)

// %%
got, err := CountVowels("Programming!Programming!")
t.ExpectNoErr(err)
t.ExpectEq(got, 6)

// %%
got, err := CountVowels("Programming")
t.ExpectNoErr(err)
t.ExpectEq(got, 3)

// %%
got, err := CountVowels("P")
t.ExpectNoErr(err)
t.ExpectEq(got, 0)

// %%
got, err := CountVowels(" Programming!")
t.ExpectNoErr(err)
t.ExpectEq(got, 3)
