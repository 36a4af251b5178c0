// %%
got, err := IsBalanced("print(\")\")")
t.ExpectNoErr(err)
t.ExpectEq(got, true)

// %%
got, err := IsBalanced("a = '[' + \"{\"")
t.ExpectNoErr(err)
t.ExpectEq(got, true)

// %%
got, err := IsBalanced("f(\"it's\")")
t.ExpectNoErr(err)
t.ExpectEq(got, true)

// %%
got, err := IsBalanced("'(")
t.ExpectNoErr(err)
t.ExpectEq(got, false)

// %%
got, err := IsBalanced("('(')")
t.ExpectNoErr(err)
t.ExpectEq(got, true)
