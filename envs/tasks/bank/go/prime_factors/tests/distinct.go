// %%
got, err := DistinctPrimeFactors(360)
t.ExpectNoErr(err)
t.ExpectEq(got, []int{2, 3, 5})

// %%
got, err := DistinctPrimeFactors(1024)
t.ExpectNoErr(err)
t.ExpectEq(got, []int{2})

// %%
got, err := DistinctPrimeFactors(8633)
t.ExpectNoErr(err)
t.ExpectEq(got, []int{89, 97})
