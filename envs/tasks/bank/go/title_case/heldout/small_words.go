// %%
got, err := TitleCase("the lord of the rings0")
t.ExpectNoErr(err)
t.ExpectEq(got, "The Lord of the Rings0")

// %%
got, err := TitleCase("the lord of the ringsa")
t.ExpectNoErr(err)
t.ExpectEq(got, "The Lord of the Ringsa")

// %%
got, err := TitleCase("THE LORD OF THE RINGS")
t.ExpectNoErr(err)
t.ExpectEq(got, "The Lord of the Rings")

// %%
got, err := TitleCase("tthe lord of the rings")
t.ExpectNoErr(err)
t.ExpectEq(got, "Tthe Lord of the Rings")

// %%
got, err := TitleCase("the lord of the ringsthe lord of the rings")
t.ExpectNoErr(err)
t.ExpectEq(got, "The Lord of the Ringsthe Lord of the Rings")

// %%
got, err := TitleCase("The Lord Of The Rings")
t.ExpectNoErr(err)
t.ExpectEq(got, "The Lord of the Rings")

// %%
got, err := TitleCase("war AND peac")
t.ExpectNoErr(err)
t.ExpectEq(got, "War and Peac")

// %%
got, err := TitleCase("WAR AND PEACE")
t.ExpectNoErr(err)
t.ExpectEq(got, "War and Peace")

// %%
got, err := TitleCase("ecaep DNA raw")
t.ExpectNoErr(err)
t.ExpectEq(got, "Ecaep Dna Raw")

// %%
got, err := TitleCase("WAR and PEACE")
t.ExpectNoErr(err)
t.ExpectEq(got, "War and Peace")

// %%
got, err := TitleCase("war AN")
t.ExpectNoErr(err)
t.ExpectEq(got, "War an")

// %%
got, err := TitleCase("wwar AND peace")
t.ExpectNoErr(err)
t.ExpectEq(got, "Wwar and Peace")

// %%
got, err := TitleCase("war AND peace0")
t.ExpectNoErr(err)
t.ExpectEq(got, "War and Peace0")

// %%
got, err := TitleCase("War And Peace")
t.ExpectNoErr(err)
t.ExpectEq(got, "War and Peace")

// %%
got, err := TitleCase("war AND peacewar AND peace")
t.ExpectNoErr(err)
t.ExpectEq(got, "War and Peacewar and Peace")

// %%
got, err := TitleCase("war and peace")
t.ExpectNoErr(err)
t.ExpectEq(got, "War and Peace")

// %%
got, err := TitleCase("a tale in an hou")
t.ExpectNoErr(err)
t.ExpectEq(got, "A Tale in an Hou")

// %%
got, err := TitleCase("A TALE IN AN HOUR")
t.ExpectNoErr(err)
t.ExpectEq(got, "A Tale in an Hour")

// %%
got, err := TitleCase("aa tale in an hour")
t.ExpectNoErr(err)
t.ExpectEq(got, "Aa Tale in an Hour")

// %%
got, err := TitleCase("ruoh na ni elat a")
t.ExpectNoErr(err)
t.ExpectEq(got, "Ruoh Na Ni Elat a")

// %%
got, err := TitleCase("a")
t.ExpectNoErr(err)
t.ExpectEq(got, "A")

// %%
got, err := TitleCase("a tale in an hour0")
t.ExpectNoErr(err)
t.ExpectEq(got, "A Tale in an Hour0")

// %%
got, err := TitleCase("a tale in an houra tale in an hour")
t.ExpectNoErr(err)
t.ExpectEq(got, "A Tale in an Houra Tale in an Hour")

// %%
got, err := TitleCase("a tale i")
t.ExpectNoErr(err)
t.ExpectEq(got, "A Tale I")
