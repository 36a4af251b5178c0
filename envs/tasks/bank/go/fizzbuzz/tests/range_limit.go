// %%
_, err := Fizzbuzz(-1)
if err == nil || err.Error() != "n must be between 0 and 10000" {
	t.Fatalf("want error %q, got %v", "n must be between 0 and 10000", err)
}

// %%
_, err := Fizzbuzz(10001)
if err == nil || err.Error() != "n must be between 0 and 10000" {
	t.Fatalf("want error %q, got %v", "n must be between 0 and 10000", err)
}

// %%
got, err := Fizzbuzz(3)
if err != nil || !codeloopDeepEqual(got, []string{"1", "2", "Fizz"}) {
	t.Fatalf("Fizzbuzz: got %v (err %v), want %v", got, err, []string{"1", "2", "Fizz"})
}
