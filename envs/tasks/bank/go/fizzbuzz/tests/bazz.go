// %%
got, err := Fizzbuzz(5)
if err != nil || !codeloopDeepEqual(got, []string{"1", "2", "Fizz", "4", "Buzz"}) {
	t.Fatalf("Fizzbuzz: got %v (err %v), want %v", got, err, []string{"1", "2", "Fizz", "4", "Buzz"})
}

// %%
got, err := Fizzbuzz(0)
if err != nil || len(got) != 0 {
	t.Fatalf("Fizzbuzz: got %v (err %v), want %v", got, err, []string{})
}

// %%
got, err := Fizzbuzz(7)
if err != nil || !codeloopDeepEqual(got, []string{"1", "2", "Fizz", "4", "Buzz", "Fizz", "Bazz"}) {
	t.Fatalf("Fizzbuzz: got %v (err %v), want %v", got, err, []string{"1", "2", "Fizz", "4", "Buzz", "Fizz", "Bazz"})
}

// %%
got, err := Fizzbuzz(21)
if err != nil || !codeloopDeepEqual(got, []string{"1", "2", "Fizz", "4", "Buzz", "Fizz", "Bazz", "8", "Fizz", "Buzz", "11", "Fizz", "13", "Bazz", "FizzBuzz", "16", "17", "Fizz", "19", "Buzz", "FizzBazz"}) {
	t.Fatalf("Fizzbuzz: got %v (err %v), want %v", got, err, []string{"1", "2", "Fizz", "4", "Buzz", "Fizz", "Bazz", "8", "Fizz", "Buzz", "11", "Fizz", "13", "Bazz", "FizzBuzz", "16", "17", "Fizz", "19", "Buzz", "FizzBazz"})
}

// %%
got, err := Fizzbuzz(35)
if err != nil || !codeloopDeepEqual(got, []string{"1", "2", "Fizz", "4", "Buzz", "Fizz", "Bazz", "8", "Fizz", "Buzz", "11", "Fizz", "13", "Bazz", "FizzBuzz", "16", "17", "Fizz", "19", "Buzz", "FizzBazz", "22", "23", "Fizz", "Buzz", "26", "Fizz", "Bazz", "29", "FizzBuzz", "31", "32", "Fizz", "34", "BuzzBazz"}) {
	t.Fatalf("Fizzbuzz: got %v (err %v), want %v", got, err, []string{"1", "2", "Fizz", "4", "Buzz", "Fizz", "Bazz", "8", "Fizz", "Buzz", "11", "Fizz", "13", "Bazz", "FizzBuzz", "16", "17", "Fizz", "19", "Buzz", "FizzBazz", "22", "23", "Fizz", "Buzz", "26", "Fizz", "Bazz", "29", "FizzBuzz", "31", "32", "Fizz", "34", "BuzzBazz"})
}
