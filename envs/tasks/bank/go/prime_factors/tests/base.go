// %%
got, err := PrimeFactors(12)
if err != nil || !codeloopDeepEqual(got, []int{2, 2, 3}) {
	t.Fatalf("PrimeFactors: got %v (err %v), want %v", got, err, []int{2, 2, 3})
}

// %%
got, err := PrimeFactors(13)
if err != nil || !codeloopDeepEqual(got, []int{13}) {
	t.Fatalf("PrimeFactors: got %v (err %v), want %v", got, err, []int{13})
}

// %%
got, err := PrimeFactors(360)
if err != nil || !codeloopDeepEqual(got, []int{2, 2, 2, 3, 3, 5}) {
	t.Fatalf("PrimeFactors: got %v (err %v), want %v", got, err, []int{2, 2, 2, 3, 3, 5})
}

// %%
got, err := PrimeFactors(8633)
if err != nil || !codeloopDeepEqual(got, []int{89, 97}) {
	t.Fatalf("PrimeFactors: got %v (err %v), want %v", got, err, []int{89, 97})
}

// %%
got, err := PrimeFactors(1024)
if err != nil || !codeloopDeepEqual(got, []int{2, 2, 2, 2, 2, 2, 2, 2, 2, 2}) {
	t.Fatalf("PrimeFactors: got %v (err %v), want %v", got, err, []int{2, 2, 2, 2, 2, 2, 2, 2, 2, 2})
}
