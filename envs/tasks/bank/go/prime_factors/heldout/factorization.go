// %%
got, err := Factorization(100360)
t.ExpectNoErr(err)
t.ExpectEq(got, "2^3 * 5 * 13 * 193")

// %%
got, err := Factorization(367)
t.ExpectNoErr(err)
t.ExpectEq(got, "367")

// %%
got, err := Factorization(359)
t.ExpectNoErr(err)
t.ExpectEq(got, "359")

// %%
got, err := Factorization(3600)
t.ExpectNoErr(err)
t.ExpectEq(got, "2^4 * 3^2 * 5^2")

// %%
got, err := Factorization(720)
t.ExpectNoErr(err)
t.ExpectEq(got, "2^4 * 3^2 * 5")

// %%
got, err := Factorization(361)
t.ExpectNoErr(err)
t.ExpectEq(got, "19^2")

// %%
got, err := Factorization(180)
t.ExpectNoErr(err)
t.ExpectEq(got, "2^2 * 3^2 * 5")

// %%
got, err := Factorization(12)
t.ExpectNoErr(err)
t.ExpectEq(got, "2^2 * 3")

// %%
got, err := Factorization(100013)
t.ExpectNoErr(err)
t.ExpectEq(got, "103 * 971")

// %%
got, err := Factorization(14)
t.ExpectNoErr(err)
t.ExpectEq(got, "2 * 7")

// %%
got, err := Factorization(6)
t.ExpectNoErr(err)
t.ExpectEq(got, "2 * 3")

// %%
got, err := Factorization(130)
t.ExpectNoErr(err)
t.ExpectEq(got, "2 * 5 * 13")

// %%
got, err := Factorization(26)
t.ExpectNoErr(err)
t.ExpectEq(got, "2 * 13")

// %%
got, err := Factorization(101024)
t.ExpectNoErr(err)
t.ExpectEq(got, "2^5 * 7 * 11 * 41")

// %%
got, err := Factorization(512)
t.ExpectNoErr(err)
t.ExpectEq(got, "2^9")

// %%
got, err := Factorization(1023)
t.ExpectNoErr(err)
t.ExpectEq(got, "3 * 11 * 31")

// %%
got, err := Factorization(1025)
t.ExpectNoErr(err)
t.ExpectEq(got, "5^2 * 41")

// %%
got, err := Factorization(2940)
t.ExpectNoErr(err)
t.ExpectEq(got, "2^2 * 3 * 5 * 7^2")

// %%
got, err := Factorization(147)
t.ExpectNoErr(err)
t.ExpectEq(got, "3 * 7^2")

// %%
got, err := Factorization(588)
t.ExpectNoErr(err)
t.ExpectEq(got, "2^2 * 3 * 7^2")

// %%
got, err := Factorization(295)
t.ExpectNoErr(err)
t.ExpectEq(got, "5 * 59")

// %%
got, err := Factorization(301)
t.ExpectNoErr(err)
t.ExpectEq(got, "7 * 43")

// %%
got, err := Factorization(293)
t.ExpectNoErr(err)
t.ExpectEq(got, "293")

// %%
got, err := Factorization(100294)
t.ExpectNoErr(err)
t.ExpectEq(got, "2 * 50147")
