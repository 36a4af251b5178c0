// %%
got, err := DistinctPrimeFactors(360)
if err != nil || !codeloopDeepEqual(got, []int{2, 3, 5}) {
	t.Fatalf("DistinctPrimeFactors: got %v (err %v), want %v", got, err, []int{2, 3, 5})
}

// %%
got, err := DistinctPrimeFactors(1024)
if err != nil || !codeloopDeepEqual(got, []int{2}) {
	t.Fatalf("DistinctPrimeFactors: got %v (err %v), want %v", got, err, []int{2})
}

// %%
got, err := DistinctPrimeFactors(8633)
if err != nil || !codeloopDeepEqual(got, []int{89, 97}) {
	t.Fatalf("DistinctPrimeFactors: got %v (err %v), want %v", got, err, []int{89, 97})
}
