// %%
got, err := IntToRoman(1994)
if err != nil || got != "MCMXCIV" {
	t.Fatalf("IntToRoman: got %v (err %v), want %v", got, err, "MCMXCIV")
}

// %%
got, err := IntToRoman(4)
if err != nil || got != "IV" {
	t.Fatalf("IntToRoman: got %v (err %v), want %v", got, err, "IV")
}

// %%
got, err := IntToRoman(3999)
if err != nil || got != "MMMCMXCIX" {
	t.Fatalf("IntToRoman: got %v (err %v), want %v", got, err, "MMMCMXCIX")
}

// %%
_, err := IntToRoman(0)
if err == nil || err.Error() != "number out of range" {
	t.Fatalf("want error %q, got %v", "number out of range", err)
}

// %%
_, err := IntToRoman(4000)
if err == nil || err.Error() != "number out of range" {
	t.Fatalf("want error %q, got %v", "number out of range", err)
}
