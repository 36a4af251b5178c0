// %%
got, err := FizzbuzzRange(9, 11)
if err != nil || !codeloopDeepEqual(got, []string{"Fizz", "Buzz", "11"}) {
	t.Fatalf("FizzbuzzRange: got %v (err %v), want %v", got, err, []string{"Fizz", "Buzz", "11"})
}

// %%
got, err := FizzbuzzRange(-3, -1)
if err != nil || !codeloopDeepEqual(got, []string{"Fizz", "-2", "-1"}) {
	t.Fatalf("FizzbuzzRange: got %v (err %v), want %v", got, err, []string{"Fizz", "-2", "-1"})
}

// %%
got, err := FizzbuzzRange(20, 20)
if err != nil || !codeloopDeepEqual(got, []string{"Buzz"}) {
	t.Fatalf("FizzbuzzRange: got %v (err %v), want %v", got, err, []string{"Buzz"})
}

// %%
_, err := FizzbuzzRange(5, 4)
if err == nil || err.Error() != "start must not exceed end" {
	t.Fatalf("want error %q, got %v", "start must not exceed end", err)
}
