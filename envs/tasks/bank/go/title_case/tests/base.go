// %%
got, err := TitleCase("hello world")
t.ExpectNoErr(err)
t.ExpectEq(got, "Hello World")

// %%
got, err := TitleCase("pYTHON cODE")
t.ExpectNoErr(err)
t.ExpectEq(got, "Python Code")

// %%
got, err := TitleCase("x")
t.ExpectNoErr(err)
t.ExpectEq(got, "X")

// %%
got, err := TitleCase("42 apples")
t.ExpectNoErr(err)
t.ExpectEq(got, "42 Apples")
