// %%
_, err := PrimeFactors(1)
if err == nil || err.Error() != "n must be at least 2" {
	t.Fatalf("want error %q, got %v", "n must be at least 2", err)
}

// %%
_, err := PrimeFactors(0)
if err == nil || err.Error() != "n must be at least 2" {
	t.Fatalf("want error %q, got %v", "n must be at least 2", err)
}

// %%
_, err := PrimeFactors(-12)
if err == nil || err.Error() != "n must be at least 2" {
	t.Fatalf("want error %q, got %v", "n must be at least 2", err)
}

// %%
got, err := PrimeFactors(2)
if err != nil || !codeloopDeepEqual(got, []int{2}) {
	t.Fatalf("PrimeFactors: got %v (err %v), want %v", got, err, []int{2})
}
