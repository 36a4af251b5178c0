// %%
_, err := Fizzbuzz(-10)
t.ExpectErr(err, "n must be between 0 and 10000")

// %%
_, err := Fizzbuzz(-2)
t.ExpectErr(err, "n must be between 0 and 10000")

// %%
_, err := Fizzbuzz(99999)
t.ExpectErr(err, "n must be between 0 and 10000")

// %%
_, err := Fizzbuzz(100010)
t.ExpectErr(err, "n must be between 0 and 10000")

// %%
_, err := Fizzbuzz(110001)
t.ExpectErr(err, "n must be between 0 and 10000")

// %%
_, err := Fizzbuzz(20002)
t.ExpectErr(err, "n must be between 0 and 10000")

// %%
_, err := Fizzbuzz(10002)
t.ExpectErr(err, "n must be between 0 and 10000")

// %%
_, err := Fizzbuzz(10008)
t.ExpectErr(err, "n must be between 0 and 10000")

// %%
got, err := Fizzbuzz(2)
t.ExpectNoErr(err)
t.ExpectEq(got, []string{"1", "2"})

// %%
got, err := Fizzbuzz(1)
t.ExpectNoErr(err)
t.ExpectEq(got, []string{"1"})

// %%
got, err := Fizzbuzz(0)
t.ExpectNoErr(err)
t.ExpectEq(got, []string{})

// %%
got, err := Fizzbuzz(4)
t.ExpectNoErr(err)
t.ExpectEq(got, []string{"1", "2", "Fizz", "4"})

// %%
got, err := Fizzbuzz(6)
t.ExpectNoErr(err)
t.ExpectEq(got, []string{"1", "2", "Fizz", "4", "Buzz", "Fizz"})
