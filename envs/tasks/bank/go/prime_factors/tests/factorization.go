// %%
got, err := Factorization(360)
t.ExpectNoErr(err)
t.ExpectEq(got, "2^3 * 3^2 * 5")

// %%
got, err := Factorization(13)
t.ExpectNoErr(err)
t.ExpectEq(got, "13")

// %%
got, err := Factorization(1024)
t.ExpectNoErr(err)
t.ExpectEq(got, "2^10")

// %%
got, err := Factorization(294)
t.ExpectNoErr(err)
t.ExpectEq(got, "2 * 3 * 7^2")
