// %%
got, err := Fizzbuzz(15)
t.ExpectNoErr(err)
t.ExpectEq(got, []string{"1", "2", "Fizz", "4", "Buzz", "Fizz", "7", "8", "Fizz", "Buzz", "11", "Fizz", "13", "14", "FizzBuzz"})

// %%
got, err := Fizzbuzz(5)
t.ExpectNoErr(err)
t.ExpectEq(got, []string{"1", "2", "Fizz", "4", "Buzz"})

// %%
got, err := Fizzbuzz(0)
t.ExpectNoErr(err)
t.ExpectEq(len(got), 0)

// %%
got, err := Fizzbuzz(1)
t.ExpectNoErr(err)
t.ExpectEq(got, []string{"1"})
