// %%
got, err := TitleCase("Hello World")
t.ExpectNoErr(err)
t.ExpectEq(got, "Hello World")

// %%
got, err := TitleCase("hello worldhello world")
t.ExpectNoErr(err)
t.ExpectEq(got, "Hello Worldhello World")

// %%
got, err := TitleCase("hello worlda")
t.ExpectNoErr(err)
t.ExpectEq(got, "Hello Worlda")

// %%
got, err := TitleCase("ello world")
t.ExpectNoErr(err)
t.ExpectEq(got, "Ello World")

// %%
got, err := TitleCase("hello world0")
t.ExpectNoErr(err)
t.ExpectEq(got, "Hello World0")

// %%
got, err := TitleCase("HELLO WORLD")
t.ExpectNoErr(err)
t.ExpectEq(got, "Hello World")

// %%
got, err := TitleCase("hhello world")
t.ExpectNoErr(err)
t.ExpectEq(got, "Hhello World")

// %%
got, err := TitleCase("dlrow olleh")
t.ExpectNoErr(err)
t.ExpectEq(got, "Dlrow Olleh")

// %%
got, err := TitleCase("Python Code")
t.ExpectNoErr(err)
t.ExpectEq(got, "Python Code")

// %%
got, err := TitleCase("python code")
t.ExpectNoErr(err)
t.ExpectEq(got, "Python Code")

// %%
got, err := TitleCase("pYTHON cODE0")
t.ExpectNoErr(err)
t.ExpectEq(got, "Python Code0")

// %%
got, err := TitleCase("PYTHON CODE")
t.ExpectNoErr(err)
t.ExpectEq(got, "Python Code")

// %%
got, err := TitleCase("pYTHON cODEpYTHON cODE")
t.ExpectNoErr(err)
t.ExpectEq(got, "Python Codepython Code")

// %%
got, err := TitleCase("pYTHON cOD")
t.ExpectNoErr(err)
t.ExpectEq(got, "Python Cod")

// %%
got, err := TitleCase("EDOc NOHTYp")
t.ExpectNoErr(err)
t.ExpectEq(got, "Edoc Nohtyp")

// %%
got, err := TitleCase("X")
t.ExpectNoErr(err)
t.ExpectEq(got, "X")

// %%
got, err := TitleCase("xa")
t.ExpectNoErr(err)
t.ExpectEq(got, "Xa")

// %%
got, err := TitleCase("2 apples")
t.ExpectNoErr(err)
t.ExpectEq(got, "2 Apples")

// %%
got, err := TitleCase("selppa 24")
t.ExpectNoErr(err)
t.ExpectEq(got, "Selppa 24")

// %%
got, err := TitleCase("4")
t.ExpectNoErr(err)
t.ExpectEq(got, "4")

// %%
got, err := TitleCase("42 apple")
t.ExpectNoErr(err)
t.ExpectEq(got, "42 Apple")

// %%
got, err := TitleCase("42 apples42 apples")
t.ExpectNoErr(err)
t.ExpectEq(got, "42 Apples42 Apples")

// %%
got, err := TitleCase("42 Apples")
t.ExpectNoErr(err)
t.ExpectEq(got, "42 Apples")

// %%
got, err := TitleCase("42 APPLES")
t.ExpectNoErr(err)
t.ExpectEq(got, "42 Apples")
