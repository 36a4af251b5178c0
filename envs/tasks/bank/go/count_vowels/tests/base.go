// %%
got, err := CountVowels("hello")
if err != nil || got != 2 {
	t.Fatalf("CountVowels: got %v (err %v), want %v", got, err, 2)
}

// %%
got, err := CountVowels("AEIOU aeiou")
if err != nil || got != 10 {
	t.Fatalf("CountVowels: got %v (err %v), want %v", got, err, 10)
}

// %%
got, err := CountVowels("")
if err != nil || got != 0 {
	t.Fatalf("CountVowels: got %v (err %v), want %v", got, err, 0)
}

// %%
got, err := CountVowels("rhythm")
if err != nil || got != 0 {
	t.Fatalf("CountVowels: got %v (err %v), want %v", got, err, 0)
}

// %%
got, err := CountVowels("Programming!")
if err != nil || got != 3 {
	t.Fatalf("CountVowels: got %v (err %v), want %v", got, err, 3)
}
