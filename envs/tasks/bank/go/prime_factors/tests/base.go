// %%
got, err := PrimeFactors(12)
t.ExpectNoErr(err)
t.ExpectEq(got, []int{2, 2, 3})

// %%
got, err := PrimeFactors(13)
t.ExpectNoErr(err)
t.ExpectEq(got, []int{13})

// %%
got, err := PrimeFactors(360)
t.ExpectNoErr(err)
t.ExpectEq(got, []int{2, 2, 2, 3, 3, 5})

// %%
got, err := PrimeFactors(8633)
t.ExpectNoErr(err)
t.ExpectEq(got, []int{89, 97})

// %%
got, err := PrimeFactors(1024)
t.ExpectNoErr(err)
t.ExpectEq(got, []int{2, 2, 2, 2, 2, 2, 2, 2, 2, 2})
