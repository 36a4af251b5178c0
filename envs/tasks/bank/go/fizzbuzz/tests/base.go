// %%
got, err := Fizzbuzz(15)
if err != nil || !codeloopDeepEqual(got, []string{"1", "2", "Fizz", "4", "Buzz", "Fizz", "7", "8", "Fizz", "Buzz", "11", "Fizz", "13", "14", "FizzBuzz"}) {
	t.Fatalf("Fizzbuzz: got %v (err %v), want %v", got, err, []string{"1", "2", "Fizz", "4", "Buzz", "Fizz", "7", "8", "Fizz", "Buzz", "11", "Fizz", "13", "14", "FizzBuzz"})
}

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
got, err := Fizzbuzz(1)
if err != nil || !codeloopDeepEqual(got, []string{"1"}) {
	t.Fatalf("Fizzbuzz: got %v (err %v), want %v", got, err, []string{"1"})
}
