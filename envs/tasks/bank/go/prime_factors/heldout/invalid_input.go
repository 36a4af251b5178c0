// %%
_, err := PrimeFactors(-6)
t.ExpectErr(err, "n must be at least 2")

// %%
_, err := PrimeFactors(-11)
t.ExpectErr(err, "n must be at least 2")

// %%
_, err := PrimeFactors(-120)
t.ExpectErr(err, "n must be at least 2")

// %%
_, err := PrimeFactors(-1)
t.ExpectErr(err, "n must be at least 2")

// %%
_, err := PrimeFactors(-5)
t.ExpectErr(err, "n must be at least 2")

// %%
_, err := PrimeFactors(-24)
t.ExpectErr(err, "n must be at least 2")

// %%
_, err := PrimeFactors(-13)
t.ExpectErr(err, "n must be at least 2")

// %%
got, err := PrimeFactors(3)
t.ExpectNoErr(err)
t.ExpectEq(got, []int{3})

// %%
got, err := PrimeFactors(20)
t.ExpectNoErr(err)
t.ExpectEq(got, []int{2, 2, 5})

// %%
got, err := PrimeFactors(4)
t.ExpectNoErr(err)
t.ExpectEq(got, []int{2, 2})

// %%
got, err := PrimeFactors(9)
t.ExpectNoErr(err)
t.ExpectEq(got, []int{3, 3})

// %%
got, err := PrimeFactors(100002)
t.ExpectNoErr(err)
t.ExpectEq(got, []int{2, 3, 7, 2381})
