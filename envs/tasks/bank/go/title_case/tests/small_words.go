// %%
got, err := TitleCase("the lord of the rings")
t.ExpectNoErr(err)
t.ExpectEq(got, "The Lord of the Rings")

// %%
got, err := TitleCase("war AND peace")
t.ExpectNoErr(err)
t.ExpectEq(got, "War and Peace")

// %%
got, err := TitleCase("a tale in an hour")
t.ExpectNoErr(err)
t.ExpectEq(got, "A Tale in an Hour")
