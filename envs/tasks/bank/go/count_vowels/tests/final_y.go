// %%
got, err := CountVowels("happy")
if err != nil || got != 2 {
	t.Fatalf("CountVowels: got %v (err %v), want %v", got, err, 2)
}

// %%
got, err := CountVowels("yes")
if err != nil || got != 1 {
	t.Fatalf("CountVowels: got %v (err %v), want %v", got, err, 1)
}

// %%
got, err := CountVowels("my way")
if err != nil || got != 3 {
	t.Fatalf("CountVowels: got %v (err %v), want %v", got, err, 3)
}

// %%
got, err := CountVowels("SHY!")
if err != nil || got != 1 {
	t.Fatalf("CountVowels: got %v (err %v), want %v", got, err, 1)
}
