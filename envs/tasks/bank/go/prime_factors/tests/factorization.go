// %%
got, err := Factorization(360)
if err != nil || got != "2^3 * 3^2 * 5" {
	t.Fatalf("Factorization: got %v (err %v), want %v", got, err, "2^3 * 3^2 * 5")
}

// %%
got, err := Factorization(13)
if err != nil || got != "13" {
	t.Fatalf("Factorization: got %v (err %v), want %v", got, err, "13")
}

// %%
got, err := Factorization(1024)
if err != nil || got != "2^10" {
	t.Fatalf("Factorization: got %v (err %v), want %v", got, err, "2^10")
}

// %%
got, err := Factorization(294)
if err != nil || got != "2 * 3 * 7^2" {
	t.Fatalf("Factorization: got %v (err %v), want %v", got, err, "2 * 3 * 7^2")
}
