package main

// PrimeFactors returns the prime factors of n, ascending, with multiplicity.
func PrimeFactors(n int) ([]int, error) {
	out := []int{}
	for d := 2; d*d <= n; d++ {
		for n%d == 0 {
			out = append(out, d)
			n /= d
		}
	}
	if n > 1 {
		out = append(out, n)
	}
	return out, nil
}
