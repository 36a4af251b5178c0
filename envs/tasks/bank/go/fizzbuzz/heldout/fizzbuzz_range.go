// %%
got, err := FizzbuzzRange(10, 11)
t.ExpectNoErr(err)
t.ExpectEq(got, []string{"Buzz", "11"})

// %%
got, err := FizzbuzzRange(9, 10)
t.ExpectNoErr(err)
t.ExpectEq(got, []string{"Fizz", "Buzz"})

// %%
got, err := FizzbuzzRange(9, 12)
t.ExpectNoErr(err)
t.ExpectEq(got, []string{"Fizz", "Buzz", "11", "Fizz"})

// %%
got, err := FizzbuzzRange(8, 11)
t.ExpectNoErr(err)
t.ExpectEq(got, []string{"8", "Fizz", "Buzz", "11"})

// %%
got, err := FizzbuzzRange(-1, -1)
t.ExpectNoErr(err)
t.ExpectEq(got, []string{"-1"})

// %%
got, err := FizzbuzzRange(-4, -1)
t.ExpectNoErr(err)
t.ExpectEq(got, []string{"-4", "Fizz", "-2", "-1"})

// %%
got, err := FizzbuzzRange(-6, -1)
t.ExpectNoErr(err)
t.ExpectEq(got, []string{"Fizz", "Buzz", "-4", "Fizz", "-2", "-1"})

// %%
got, err := FizzbuzzRange(-3, -2)
t.ExpectNoErr(err)
t.ExpectEq(got, []string{"Fizz", "-2"})

// %%
got, err := FizzbuzzRange(-2, -1)
t.ExpectNoErr(err)
t.ExpectEq(got, []string{"-2", "-1"})

// %%
got, err := FizzbuzzRange(19, 20)
t.ExpectNoErr(err)
t.ExpectEq(got, []string{"19", "Buzz"})

// %%
_, err := FizzbuzzRange(6, 4)
t.ExpectErr(err, "start must not exceed end")

// %%
_, err := FizzbuzzRange(5, 2)
t.ExpectErr(err, "start must not exceed end")

// %%
_, err := FizzbuzzRange(5, 1)
t.ExpectErr(err, "start must not exceed end")

// %%
_, err := FizzbuzzRange(50, 4)
t.ExpectErr(err, "start must not exceed end")

// %%
_, err := FizzbuzzRange(10, 4)
t.ExpectErr(err, "start must not exceed end")

// %%
_, err := FizzbuzzRange(5, 0)
t.ExpectErr(err, "start must not exceed end")

// %%
_, err := FizzbuzzRange(12, 4)
t.ExpectErr(err, "start must not exceed end")

// %%
_, err := FizzbuzzRange(100005, 4)
t.ExpectErr(err, "start must not exceed end")

// %%
_, err := FizzbuzzRange(5, 3)
t.ExpectErr(err, "start must not exceed end")
