// %%
_, err := Fizzbuzz(-1)
t.ExpectErr(err, "n must be between 0 and 10000")

// %%
_, err := Fizzbuzz(10001)
t.ExpectErr(err, "n must be between 0 and 10000")

// %%
got, err := Fizzbuzz(3)
t.ExpectNoErr(err)
t.ExpectEq(got, []string{"1", "2", "Fizz"})
