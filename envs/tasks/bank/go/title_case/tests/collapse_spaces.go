// %%
got, err := TitleCase("  hello   world ")
t.ExpectNoErr(err)
t.ExpectEq(got, "Hello World")

// %%
got, err := TitleCase("one  two")
t.ExpectNoErr(err)
t.ExpectEq(got, "One Two")
