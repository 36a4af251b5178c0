// %%
got, err := Fizzbuzz(7)
t.ExpectNoErr(err)
t.ExpectEq(got, []string{"1", "2", "Fizz", "4", "Buzz", "Fizz", "7"})

// %%
got, err := Fizzbuzz(0)
t.ExpectNoErr(err)
t.ExpectEq(got, []string{})

// %%
got, err := Fizzbuzz(30)
t.ExpectNoErr(err)
t.ExpectEq(got, []string{"1", "2", "Fizz", "4", "Buzz", "Fizz", "7", "8", "Fizz", "Buzz", "11", "Fizz", "13", "14", "FizzBuzz", "16", "17", "Fizz", "19", "Buzz", "Fizz", "22", "23", "Fizz", "Buzz", "26", "Fizz", "28", "29", "FizzBuzz"})

// %%
got, err := Fizzbuzz(14)
t.ExpectNoErr(err)
t.ExpectEq(got, []string{"1", "2", "Fizz", "4", "Buzz", "Fizz", "7", "8", "Fizz", "Buzz", "11", "Fizz", "13", "14"})

// %%
got, err := Fizzbuzz(22)
t.ExpectNoErr(err)
t.ExpectEq(got, []string{"1", "2", "Fizz", "4", "Buzz", "Fizz", "7", "8", "Fizz", "Buzz", "11", "Fizz", "13", "14", "FizzBuzz", "16", "17", "Fizz", "19", "Buzz", "Fizz", "22"})

// %%
got, err := Fizzbuzz(16)
t.ExpectNoErr(err)
t.ExpectEq(got, []string{"1", "2", "Fizz", "4", "Buzz", "Fizz", "7", "8", "Fizz", "Buzz", "11", "Fizz", "13", "14", "FizzBuzz", "16"})

// %%
got, err := Fizzbuzz(10)
t.ExpectNoErr(err)
t.ExpectEq(got, []string{"1", "2", "Fizz", "4", "Buzz", "Fizz", "7", "8", "Fizz", "Buzz"})

// %%
got, err := Fizzbuzz(12)
t.ExpectNoErr(err)
t.ExpectEq(got, []string{"1", "2", "Fizz", "4", "Buzz", "Fizz", "7", "8", "Fizz", "Buzz", "11", "Fizz"})

// %%
got, err := Fizzbuzz(50)
t.ExpectNoErr(err)
t.ExpectEq(got, []string{"1", "2", "Fizz", "4", "Buzz", "Fizz", "7", "8", "Fizz", "Buzz", "11", "Fizz", "13", "14", "FizzBuzz", "16", "17", "Fizz", "19", "Buzz", "Fizz", "22", "23", "Fizz", "Buzz", "26", "Fizz", "28", "29", "FizzBuzz", "31", "32", "Fizz", "34", "Buzz", "Fizz", "37", "38", "Fizz", "Buzz", "41", "Fizz", "43", "44", "FizzBuzz", "46", "47", "Fizz", "49", "Buzz"})

// %%
got, err := Fizzbuzz(2)
t.ExpectNoErr(err)
t.ExpectEq(got, []string{"1", "2"})

// %%
got, err := Fizzbuzz(6)
t.ExpectNoErr(err)
t.ExpectEq(got, []string{"1", "2", "Fizz", "4", "Buzz", "Fizz"})

// %%
got, err := Fizzbuzz(4)
t.ExpectNoErr(err)
t.ExpectEq(got, []string{"1", "2", "Fizz", "4"})

// %%
got, err := Fizzbuzz(1)
t.ExpectNoErr(err)
t.ExpectEq(len(got), 1)

// %%
got, err := Fizzbuzz(7)
t.ExpectNoErr(err)
t.ExpectEq(len(got), 7)

// %%
got, err := Fizzbuzz(8)
t.ExpectNoErr(err)
t.ExpectEq(got, []string{"1", "2", "Fizz", "4", "Buzz", "Fizz", "7", "8"})
