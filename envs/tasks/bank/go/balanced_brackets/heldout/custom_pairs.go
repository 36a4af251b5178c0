// %%
got, err := IsBalancedWith("<A>(B)", "()<>")
t.ExpectNoErr(err)
t.ExpectEq(got, true)

// %%
got, err := IsBalancedWith("<<a>(b)", "()<>")
t.ExpectNoErr(err)
t.ExpectEq(got, false)

// %%
got, err := IsBalancedWith("<a>", "()<>")
t.ExpectNoErr(err)
t.ExpectEq(got, true)

// %%
got, err := IsBalancedWith("<a>(b)0", "()<>")
t.ExpectNoErr(err)
t.ExpectEq(got, true)

// %%
got, err := IsBalancedWith("", "()<>")
t.ExpectNoErr(err)
t.ExpectEq(got, true)

// %%
got, err := IsBalancedWith("<a>(b)", "()<>()<>")
t.ExpectNoErr(err)
t.ExpectEq(got, true)

// %%
got, err := IsBalancedWith(")b(>a<", "()<>")
t.ExpectNoErr(err)
t.ExpectEq(got, false)

// %%
got, err := IsBalancedWith("<(>) ", "()<>")
t.ExpectNoErr(err)
t.ExpectEq(got, false)

// %%
got, err := IsBalancedWith("<(>)", "")
t.ExpectNoErr(err)
t.ExpectEq(got, true)

// %%
got, err := IsBalancedWith("<(>)", "><)(")
t.ExpectNoErr(err)
t.ExpectEq(got, false)

// %%
got, err := IsBalancedWith(" <(>)", "()<>")
t.ExpectNoErr(err)
t.ExpectEq(got, false)

// %%
got, err := IsBalancedWith("<(>)<(>)", "()<>")
t.ExpectNoErr(err)
t.ExpectEq(got, false)

// %%
got, err := IsBalancedWith("<(", "()<>")
t.ExpectNoErr(err)
t.ExpectEq(got, false)

// %%
got, err := IsBalancedWith("[[(])", "()")
t.ExpectNoErr(err)
t.ExpectEq(got, true)

// %%
got, err := IsBalancedWith(" [(])", "()")
t.ExpectNoErr(err)
t.ExpectEq(got, true)

// %%
got, err := IsBalancedWith("[(]) ", "()")
t.ExpectNoErr(err)
t.ExpectEq(got, true)

// %%
got, err := IsBalancedWith("", "()")
t.ExpectNoErr(err)
t.ExpectEq(got, true)

// %%
got, err := IsBalancedWith("[(])a", "()")
t.ExpectNoErr(err)
t.ExpectEq(got, true)

// %%
_, err := IsBalancedWith(")", "()<")
t.ExpectErr(err, "pairs must have an even length")

// %%
_, err := IsBalancedWith("()", "(")
t.ExpectErr(err, "pairs must have an even length")

// %%
_, err := IsBalancedWith("()a", "()<")
t.ExpectErr(err, "pairs must have an even length")

// %%
_, err := IsBalancedWith(")(", "()<")
t.ExpectErr(err, "pairs must have an even length")

// %%
_, err := IsBalancedWith("()()", "()<")
t.ExpectErr(err, "pairs must have an even length")

// %%
_, err := IsBalancedWith("()", "<)(")
t.ExpectErr(err, "pairs must have an even length")
