// %%
got, err := IsBalancedWith("<a>(b)", "()<>")
t.ExpectNoErr(err)
t.ExpectEq(got, true)

// %%
got, err := IsBalancedWith("<(>)", "()<>")
t.ExpectNoErr(err)
t.ExpectEq(got, false)

// %%
got, err := IsBalancedWith("[(])", "()")
t.ExpectNoErr(err)
t.ExpectEq(got, true)

// %%
_, err := IsBalancedWith("()", "()<")
t.ExpectErr(err, "pairs must have an even length")
