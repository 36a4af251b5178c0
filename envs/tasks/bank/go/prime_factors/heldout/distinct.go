// %%
got, err := DistinctPrimeFactors(361)
t.ExpectNoErr(err)
t.ExpectEq(got, []int{19})

// %%
got, err := DistinctPrimeFactors(3600)
t.ExpectNoErr(err)
t.ExpectEq(got, []int{2, 3, 5})

// %%
got, err := DistinctPrimeFactors(367)
t.ExpectNoErr(err)
t.ExpectEq(got, []int{367})

// %%
got, err := DistinctPrimeFactors(720)
t.ExpectNoErr(err)
t.ExpectEq(got, []int{2, 3, 5})

// %%
got, err := DistinctPrimeFactors(359)
t.ExpectNoErr(err)
t.ExpectEq(got, []int{359})

// %%
got, err := DistinctPrimeFactors(180)
t.ExpectNoErr(err)
t.ExpectEq(got, []int{2, 3, 5})

// %%
got, err := DistinctPrimeFactors(100360)
t.ExpectNoErr(err)
t.ExpectEq(got, []int{2, 5, 13, 193})

// %%
got, err := DistinctPrimeFactors(1031)
t.ExpectNoErr(err)
t.ExpectEq(got, []int{1031})

// %%
got, err := DistinctPrimeFactors(512)
t.ExpectNoErr(err)
t.ExpectEq(got, []int{2})

// %%
got, err := DistinctPrimeFactors(101024)
t.ExpectNoErr(err)
t.ExpectEq(got, []int{2, 7, 11, 41})

// %%
got, err := DistinctPrimeFactors(1023)
t.ExpectNoErr(err)
t.ExpectEq(got, []int{3, 11, 31})

// %%
got, err := DistinctPrimeFactors(10240)
t.ExpectNoErr(err)
t.ExpectEq(got, []int{2, 5})

// %%
got, err := DistinctPrimeFactors(1025)
t.ExpectNoErr(err)
t.ExpectEq(got, []int{5, 41})

// %%
got, err := DistinctPrimeFactors(2048)
t.ExpectNoErr(err)
t.ExpectEq(got, []int{2})

// %%
got, err := DistinctPrimeFactors(86330)
t.ExpectNoErr(err)
t.ExpectEq(got, []int{2, 5, 89, 97})

// %%
got, err := DistinctPrimeFactors(8632)
t.ExpectNoErr(err)
t.ExpectEq(got, []int{2, 13, 83})

// %%
got, err := DistinctPrimeFactors(17266)
t.ExpectNoErr(err)
t.ExpectEq(got, []int{2, 89, 97})

// %%
got, err := DistinctPrimeFactors(8634)
t.ExpectNoErr(err)
t.ExpectEq(got, []int{2, 3, 1439})

// %%
got, err := DistinctPrimeFactors(4316)
t.ExpectNoErr(err)
t.ExpectEq(got, []int{2, 13, 83})

// %%
got, err := DistinctPrimeFactors(8640)
t.ExpectNoErr(err)
t.ExpectEq(got, []int{2, 3, 5})

// %%
got, err := DistinctPrimeFactors(108633)
t.ExpectNoErr(err)
t.ExpectEq(got, []int{3, 7, 739})
