// %%
got, err := FizzbuzzRange(9, 11)
t.ExpectNoErr(err)
t.ExpectEq(got, []string{"Fizz", "Buzz", "11"})

// %%
got, err := FizzbuzzRange(-3, -1)
t.ExpectNoErr(err)
t.ExpectEq(got, []string{"Fizz", "-2", "-1"})

// %%
got, err := FizzbuzzRange(20, 20)
t.ExpectNoErr(err)
t.ExpectEq(got, []string{"Buzz"})

// %%
_, err := FizzbuzzRange(5, 4)
t.ExpectErr(err, "start must not exceed end")
