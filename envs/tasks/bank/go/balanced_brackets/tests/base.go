// %%
got, err := IsBalanced("([]{})")
t.ExpectNoErr(err)
t.ExpectEq(got, true)

// %%
got, err := IsBalanced("([)]")
t.ExpectNoErr(err)
t.ExpectEq(got, false)

// %%
got, err := IsBalanced("")
t.ExpectNoErr(err)
t.ExpectEq(got, true)

// %%
got, err := IsBalanced("f(x[1]) { return; }")
t.ExpectNoErr(err)
t.ExpectEq(got, true)

// %%
got, err := IsBalanced("((")
t.ExpectNoErr(err)
t.ExpectEq(got, false)

// %%
got, err := IsBalanced("}")
t.ExpectNoErr(err)
t.ExpectEq(got, false)
