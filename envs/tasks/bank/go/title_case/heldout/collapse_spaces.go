// %%
got, err := TitleCase("  hello   world")
t.ExpectNoErr(err)
t.ExpectEq(got, "Hello World")

// %%
got, err := TitleCase("  hello   world   hello   world ")
t.ExpectNoErr(err)
t.ExpectEq(got, "Hello World Hello World")

// %%
got, err := TitleCase(" hello   world ")
t.ExpectNoErr(err)
t.ExpectEq(got, "Hello World")

// %%
got, err := TitleCase("    hello      world  ")
t.ExpectNoErr(err)
t.ExpectEq(got, "Hello World")

// %%
got, err := TitleCase(" dlrow   olleh  ")
t.ExpectNoErr(err)
t.ExpectEq(got, "Dlrow Olleh")

// %%
got, err := TitleCase("  Hello   World ")
t.ExpectNoErr(err)
t.ExpectEq(got, "Hello World")

// %%
got, err := TitleCase("  hello ")
t.ExpectNoErr(err)
t.ExpectEq(got, "Hello")

// %%
got, err := TitleCase("  HELLO   WORLD ")
t.ExpectNoErr(err)
t.ExpectEq(got, "Hello World")

// %%
got, err := TitleCase("   hello   world ")
t.ExpectNoErr(err)
t.ExpectEq(got, "Hello World")

// %%
got, err := TitleCase("  hello   world  ")
t.ExpectNoErr(err)
t.ExpectEq(got, "Hello World")

// %%
got, err := TitleCase("one    two")
t.ExpectNoErr(err)
t.ExpectEq(got, "One Two")

// %%
got, err := TitleCase("one  two0")
t.ExpectNoErr(err)
t.ExpectEq(got, "One Two0")

// %%
got, err := TitleCase("One  Two")
t.ExpectNoErr(err)
t.ExpectEq(got, "One Two")

// %%
got, err := TitleCase("oone  two")
t.ExpectNoErr(err)
t.ExpectEq(got, "Oone Two")

// %%
got, err := TitleCase(" one  two")
t.ExpectNoErr(err)
t.ExpectEq(got, "One Two")

// %%
got, err := TitleCase("owt  eno")
t.ExpectNoErr(err)
t.ExpectEq(got, "Owt Eno")

// %%
got, err := TitleCase("one  twoone  two")
t.ExpectNoErr(err)
t.ExpectEq(got, "One Twoone Two")

// %%
got, err := TitleCase("ne  two")
t.ExpectNoErr(err)
t.ExpectEq(got, "Ne Two")

// %%
got, err := TitleCase("ONE  TWO")
t.ExpectNoErr(err)
t.ExpectEq(got, "One Two")

// %%
got, err := TitleCase("one  two ")
t.ExpectNoErr(err)
t.ExpectEq(got, "One Two")

// %%
got, err := TitleCase("one ")
t.ExpectNoErr(err)
t.ExpectEq(got, "One")

// %%
got, err := TitleCase("o")
t.ExpectNoErr(err)
t.ExpectEq(got, "O")

// %%
got, err := TitleCase("one  tw")
t.ExpectNoErr(err)
t.ExpectEq(got, "One Tw")

// %%
got, err := TitleCase("one  twoa")
t.ExpectNoErr(err)
t.ExpectEq(got, "One Twoa")
