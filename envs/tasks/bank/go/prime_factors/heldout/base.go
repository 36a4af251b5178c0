// %%
got, err := PrimeFactors(24)
t.ExpectNoErr(err)
t.ExpectEq(got, []int{2, 2, 2, 3})

// %%
got, err := PrimeFactors(100012)
t.ExpectNoErr(err)
t.ExpectEq(got, []int{2, 2, 11, 2273})

// %%
got, err := PrimeFactors(11)
t.ExpectNoErr(err)
t.ExpectEq(got, []int{11})

// %%
got, err := PrimeFactors(100013)
t.ExpectNoErr(err)
t.ExpectEq(got, []int{103, 971})

// %%
got, err := PrimeFactors(20)
t.ExpectNoErr(err)
t.ExpectEq(got, []int{2, 2, 5})

// %%
got, err := PrimeFactors(26)
t.ExpectNoErr(err)
t.ExpectEq(got, []int{2, 13})

// %%
got, err := PrimeFactors(130)
t.ExpectNoErr(err)
t.ExpectEq(got, []int{2, 5, 13})

// %%
got, err := PrimeFactors(367)
t.ExpectNoErr(err)
t.ExpectEq(got, []int{367})

// %%
got, err := PrimeFactors(361)
t.ExpectNoErr(err)
t.ExpectEq(got, []int{19, 19})

// %%
got, err := PrimeFactors(720)
t.ExpectNoErr(err)
t.ExpectEq(got, []int{2, 2, 2, 2, 3, 3, 5})

// %%
got, err := PrimeFactors(3600)
t.ExpectNoErr(err)
t.ExpectEq(got, []int{2, 2, 2, 2, 3, 3, 5, 5})

// %%
got, err := PrimeFactors(17266)
t.ExpectNoErr(err)
t.ExpectEq(got, []int{2, 89, 97})

// %%
got, err := PrimeFactors(108633)
t.ExpectNoErr(err)
t.ExpectEq(got, []int{3, 7, 7, 739})

// %%
got, err := PrimeFactors(8632)
t.ExpectNoErr(err)
t.ExpectEq(got, []int{2, 2, 2, 13, 83})

// %%
got, err := PrimeFactors(8640)
t.ExpectNoErr(err)
t.ExpectEq(got, []int{2, 2, 2, 2, 2, 2, 3, 3, 3, 5})

// %%
got, err := PrimeFactors(8634)
t.ExpectNoErr(err)
t.ExpectEq(got, []int{2, 3, 1439})

// %%
got, err := PrimeFactors(4316)
t.ExpectNoErr(err)
t.ExpectEq(got, []int{2, 2, 13, 83})

// %%
got, err := PrimeFactors(86330)
t.ExpectNoErr(err)
t.ExpectEq(got, []int{2, 5, 89, 97})

// %%
got, err := PrimeFactors(1023)
t.ExpectNoErr(err)
t.ExpectEq(got, []int{3, 11, 31})

// %%
got, err := PrimeFactors(512)
t.ExpectNoErr(err)
t.ExpectEq(got, []int{2, 2, 2, 2, 2, 2, 2, 2, 2})

// %%
got, err := PrimeFactors(10240)
t.ExpectNoErr(err)
t.ExpectEq(got, []int{2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 5})

// %%
got, err := PrimeFactors(2048)
t.ExpectNoErr(err)
t.ExpectEq(got, []int{2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2})

// %%
got, err := PrimeFactors(1025)
t.ExpectNoErr(err)
t.ExpectEq(got, []int{5, 5, 41})

// %%
got, err := PrimeFactors(1031)
t.ExpectNoErr(err)
t.ExpectEq(got, []int{1031})
