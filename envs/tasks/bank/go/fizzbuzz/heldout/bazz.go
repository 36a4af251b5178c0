// %%
got, err := Fizzbuzz(0)
t.ExpectNoErr(err)
t.ExpectEq(got, []string{})

// %%
got, err := Fizzbuzz(10)
t.ExpectNoErr(err)
t.ExpectEq(got, []string{"1", "2", "Fizz", "4", "Buzz", "Fizz", "Bazz", "8", "Fizz", "Buzz"})

// %%
got, err := Fizzbuzz(4)
t.ExpectNoErr(err)
t.ExpectEq(got, []string{"1", "2", "Fizz", "4"})

// %%
got, err := Fizzbuzz(12)
t.ExpectNoErr(err)
t.ExpectEq(got, []string{"1", "2", "Fizz", "4", "Buzz", "Fizz", "Bazz", "8", "Fizz", "Buzz", "11", "Fizz"})

// %%
got, err := Fizzbuzz(2)
t.ExpectNoErr(err)
t.ExpectEq(got, []string{"1", "2"})

// %%
got, err := Fizzbuzz(50)
t.ExpectNoErr(err)
t.ExpectEq(got, []string{"1", "2", "Fizz", "4", "Buzz", "Fizz", "Bazz", "8", "Fizz", "Buzz", "11", "Fizz", "13", "Bazz", "FizzBuzz", "16", "17", "Fizz", "19", "Buzz", "FizzBazz", "22", "23", "Fizz", "Buzz", "26", "Fizz", "Bazz", "29", "FizzBuzz", "31", "32", "Fizz", "34", "BuzzBazz", "Fizz", "37", "38", "Fizz", "Buzz", "41", "FizzBazz", "43", "44", "FizzBuzz", "46", "47", "Fizz", "Bazz", "Buzz"})

// %%
got, err := Fizzbuzz(1)
t.ExpectNoErr(err)
t.ExpectEq(got, []string{"1"})

// %%
got, err := Fizzbuzz(6)
t.ExpectNoErr(err)
t.ExpectEq(got, []string{"1", "2", "Fizz", "4", "Buzz", "Fizz"})

// %%
got, err := Fizzbuzz(1)
t.ExpectNoErr(err)
t.ExpectEq(len(got), 1)

// %%
got, err := Fizzbuzz(7)
t.ExpectNoErr(err)
t.ExpectEq(len(got), 7)

// %%
got, err := Fizzbuzz(3)
t.ExpectNoErr(err)
t.ExpectEq(got, []string{"1", "2", "Fizz"})

// %%
got, err := Fizzbuzz(14)
t.ExpectNoErr(err)
t.ExpectEq(got, []string{"1", "2", "Fizz", "4", "Buzz", "Fizz", "Bazz", "8", "Fizz", "Buzz", "11", "Fizz", "13", "Bazz"})

// %%
got, err := Fizzbuzz(8)
t.ExpectNoErr(err)
t.ExpectEq(got, []string{"1", "2", "Fizz", "4", "Buzz", "Fizz", "Bazz", "8"})

// %%
got, err := Fizzbuzz(28)
t.ExpectNoErr(err)
t.ExpectEq(got, []string{"1", "2", "Fizz", "4", "Buzz", "Fizz", "Bazz", "8", "Fizz", "Buzz", "11", "Fizz", "13", "Bazz", "FizzBuzz", "16", "17", "Fizz", "19", "Buzz", "FizzBazz", "22", "23", "Fizz", "Buzz", "26", "Fizz", "Bazz"})

// %%
got, err := Fizzbuzz(42)
t.ExpectNoErr(err)
t.ExpectEq(got, []string{"1", "2", "Fizz", "4", "Buzz", "Fizz", "Bazz", "8", "Fizz", "Buzz", "11", "Fizz", "13", "Bazz", "FizzBuzz", "16", "17", "Fizz", "19", "Buzz", "FizzBazz", "22", "23", "Fizz", "Buzz", "26", "Fizz", "Bazz", "29", "FizzBuzz", "31", "32", "Fizz", "34", "BuzzBazz", "Fizz", "37", "38", "Fizz", "Buzz", "41", "FizzBazz"})

// %%
got, err := Fizzbuzz(22)
t.ExpectNoErr(err)
t.ExpectEq(got, []string{"1", "2", "Fizz", "4", "Buzz", "Fizz", "Bazz", "8", "Fizz", "Buzz", "11", "Fizz", "13", "Bazz", "FizzBuzz", "16", "17", "Fizz", "19", "Buzz", "FizzBazz", "22"})

// %%
got, err := Fizzbuzz(20)
t.ExpectNoErr(err)
t.ExpectEq(got, []string{"1", "2", "Fizz", "4", "Buzz", "Fizz", "Bazz", "8", "Fizz", "Buzz", "11", "Fizz", "13", "Bazz", "FizzBuzz", "16", "17", "Fizz", "19", "Buzz"})

// %%
got, err := Fizzbuzz(70)
t.ExpectNoErr(err)
t.ExpectEq(got, []string{"1", "2", "Fizz", "4", "Buzz", "Fizz", "Bazz", "8", "Fizz", "Buzz", "11", "Fizz", "13", "Bazz", "FizzBuzz", "16", "17", "Fizz", "19", "Buzz", "FizzBazz", "22", "23", "Fizz", "Buzz", "26", "Fizz", "Bazz", "29", "FizzBuzz", "31", "32", "Fizz", "34", "BuzzBazz", "Fizz", "37", "38", "Fizz", "Buzz", "41", "FizzBazz", "43", "44", "FizzBuzz", "46", "47", "Fizz", "Bazz", "Buzz", "Fizz", "52", "53", "Fizz", "Buzz", "Bazz", "Fizz", "58", "59", "FizzBuzz", "61", "62", "FizzBazz", "64", "Buzz", "Fizz", "67", "68", "Fizz", "BuzzBazz"})

// %%
got, err := Fizzbuzz(34)
t.ExpectNoErr(err)
t.ExpectEq(got, []string{"1", "2", "Fizz", "4", "Buzz", "Fizz", "Bazz", "8", "Fizz", "Buzz", "11", "Fizz", "13", "Bazz", "FizzBuzz", "16", "17", "Fizz", "19", "Buzz", "FizzBazz", "22", "23", "Fizz", "Buzz", "26", "Fizz", "Bazz", "29", "FizzBuzz", "31", "32", "Fizz", "34"})

// %%
got, err := Fizzbuzz(17)
t.ExpectNoErr(err)
t.ExpectEq(got, []string{"1", "2", "Fizz", "4", "Buzz", "Fizz", "Bazz", "8", "Fizz", "Buzz", "11", "Fizz", "13", "Bazz", "FizzBuzz", "16", "17"})

// %%
got, err := Fizzbuzz(36)
t.ExpectNoErr(err)
t.ExpectEq(got, []string{"1", "2", "Fizz", "4", "Buzz", "Fizz", "Bazz", "8", "Fizz", "Buzz", "11", "Fizz", "13", "Bazz", "FizzBuzz", "16", "17", "Fizz", "19", "Buzz", "FizzBazz", "22", "23", "Fizz", "Buzz", "26", "Fizz", "Bazz", "29", "FizzBuzz", "31", "32", "Fizz", "34", "BuzzBazz", "Fizz"})
