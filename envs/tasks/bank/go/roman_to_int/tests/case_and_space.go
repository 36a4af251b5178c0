// %%
got, err := RomanToInt(" xiv ")
if err != nil || got != 14 {
	t.Fatalf("RomanToInt: got %v (err %v), want %v", got, err, 14)
}

// %%
got, err := RomanToInt("mcmXCiv")
if err != nil || got != 1994 {
	t.Fatalf("RomanToInt: got %v (err %v), want %v", got, err, 1994)
}

// %%
got, err := RomanToInt("\tMMXXIV\n")
if err != nil || got != 2024 {
	t.Fatalf("RomanToInt: got %v (err %v), want %v", got, err, 2024)
}
