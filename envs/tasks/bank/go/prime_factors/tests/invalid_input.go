// %%
_, err := PrimeFactors(1)
t.ExpectErr(err, "n must be at least 2")

// %%
_, err := PrimeFactors(0)
t.ExpectErr(err, "n must be at least 2")

// %%
_, err := PrimeFactors(-12)
t.ExpectErr(err, "n must be at least 2")

// %%
got, err := PrimeFactors(2)
t.ExpectNoErr(err)
t.ExpectEq(got, []int{2})
