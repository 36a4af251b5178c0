// %%
got, err := IsBalanced("[]{})")
t.ExpectNoErr(err)
t.ExpectEq(got, false)

// %%
got, err := IsBalanced(" ([]{})")
t.ExpectNoErr(err)
t.ExpectEq(got, true)

// %%
got, err := IsBalanced("([]{})0")
t.ExpectNoErr(err)
t.ExpectEq(got, true)

// %%
got, err := IsBalanced("([]")
t.ExpectNoErr(err)
t.ExpectEq(got, false)

// %%
got, err := IsBalanced("(([]{})")
t.ExpectNoErr(err)
t.ExpectEq(got, false)

// %%
got, err := IsBalanced("([)]([)]")
t.ExpectNoErr(err)
t.ExpectEq(got, false)

// %%
got, err := IsBalanced("([)")
t.ExpectNoErr(err)
t.ExpectEq(got, false)

// %%
got, err := IsBalanced("])[(")
t.ExpectNoErr(err)
t.ExpectEq(got, false)

// %%
got, err := IsBalanced("[)]")
t.ExpectNoErr(err)
t.ExpectEq(got, false)

// %%
got, err := IsBalanced("([)]0")
t.ExpectNoErr(err)
t.ExpectEq(got, false)

// %%
got, err := IsBalanced("([")
t.ExpectNoErr(err)
t.ExpectEq(got, false)

// %%
got, err := IsBalanced("f(x[1])  {  return;  }")
t.ExpectNoErr(err)
t.ExpectEq(got, true)

// %%
got, err := IsBalanced("F(X[1]) { Return; }")
t.ExpectNoErr(err)
t.ExpectEq(got, true)

// %%
got, err := IsBalanced(" f(x[1]) { return; }")
t.ExpectNoErr(err)
t.ExpectEq(got, true)

// %%
got, err := IsBalanced("(x[1]) { return; }")
t.ExpectNoErr(err)
t.ExpectEq(got, true)

// %%
got, err := IsBalanced("f(x[1]) { return; }f(x[1]) { return; }")
t.ExpectNoErr(err)
t.ExpectEq(got, true)

// %%
got, err := IsBalanced("f")
t.ExpectNoErr(err)
t.ExpectEq(got, true)

// %%
got, err := IsBalanced("f(x[1]) { return; }a")
t.ExpectNoErr(err)
t.ExpectEq(got, true)

// %%
got, err := IsBalanced("(( ")
t.ExpectNoErr(err)
t.ExpectEq(got, false)

// %%
got, err := IsBalanced(" ((")
t.ExpectNoErr(err)
t.ExpectEq(got, false)

// %%
got, err := IsBalanced("((0")
t.ExpectNoErr(err)
t.ExpectEq(got, false)

// %%
got, err := IsBalanced("}0")
t.ExpectNoErr(err)
t.ExpectEq(got, false)

// %%
got, err := IsBalanced("}}")
t.ExpectNoErr(err)
t.ExpectEq(got, false)

// %%
got, err := IsBalanced("} ")
t.ExpectNoErr(err)
t.ExpectEq(got, false)
