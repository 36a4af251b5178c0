// %%
got, err := RomanToInt("III")
if err != nil || got != 3 {
	t.Fatalf("RomanToInt: got %v (err %v), want %v", got, err, 3)
}

// %%
got, err := RomanToInt("IV")
if err != nil || got != 4 {
	t.Fatalf("RomanToInt: got %v (err %v), want %v", got, err, 4)
}

// %%
got, err := RomanToInt("IX")
if err != nil || got != 9 {
	t.Fatalf("RomanToInt: got %v (err %v), want %v", got, err, 9)
}

// %%
got, err := RomanToInt("LVIII")
if err != nil || got != 58 {
	t.Fatalf("RomanToInt: got %v (err %v), want %v", got, err, 58)
}

// %%
got, err := RomanToInt("MCMXCIV")
if err != nil || got != 1994 {
	t.Fatalf("RomanToInt: got %v (err %v), want %v", got, err, 1994)
}
