// %%
got, err := Fizzbuzz(5)
t.ExpectNoErr(err)
t.ExpectEq(got, []string{"1", "2", "Fizz", "4", "Buzz"})

// %%
got, err := Fizzbuzz(0)
t.ExpectNoErr(err)
t.ExpectEq(len(got), 0)

// %%
got, err := Fizzbuzz(7)
t.ExpectNoErr(err)
t.ExpectEq(got, []string{"1", "2", "Fizz", "4", "Buzz", "Fizz", "Bazz"})

// %%
got, err := Fizzbuzz(21)
t.ExpectNoErr(err)
t.ExpectEq(got, []string{"1", "2", "Fizz", "4", "Buzz", "Fizz", "Bazz", "8", "Fizz", "Buzz", "11", "Fizz", "13", "Bazz", "FizzBuzz", "16", "17", "Fizz", "19", "Buzz", "FizzBazz"})

// %%
got, err := Fizzbuzz(35)
t.ExpectNoErr(err)
t.ExpectEq(got, []string{"1", "2", "Fizz", "4", "Buzz", "Fizz", "Bazz", "8", "Fizz", "Buzz", "11", "Fizz", "13", "Bazz", "FizzBuzz", "16", "17", "Fizz", "19", "Buzz", "FizzBazz", "22", "23", "Fizz", "Buzz", "26", "Fizz", "Bazz", "29", "FizzBuzz", "31", "32", "Fizz", "34", "BuzzBazz"})
