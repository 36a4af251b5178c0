// %%
_, err := RomanToInt("XIZ")
if err == nil || err.Error() != "invalid roman numeral: XIZ" {
	t.Fatalf("want error %q, got %v", "invalid roman numeral: XIZ", err)
}

// %%
_, err := RomanToInt(" iiii ")
if err == nil || err.Error() != "invalid roman numeral:  iiii " {
	t.Fatalf("want error %q, got %v", "invalid roman numeral:  iiii ", err)
}

// %%
_, err := RomanToInt("IC")
if err == nil || err.Error() != "invalid roman numeral: IC" {
	t.Fatalf("want error %q, got %v", "invalid roman numeral: IC", err)
}

// %%
_, err := RomanToInt("VX")
if err == nil || err.Error() != "invalid roman numeral: VX" {
	t.Fatalf("want error %q, got %v", "invalid roman numeral: VX", err)
}

// %%
_, err := RomanToInt("MMMM")
if err == nil || err.Error() != "invalid roman numeral: MMMM" {
	t.Fatalf("want error %q, got %v", "invalid roman numeral: MMMM", err)
}

// %%
got, err := RomanToInt("MMMCMXCIX")
if err != nil || got != 3999 {
	t.Fatalf("RomanToInt: got %v (err %v), want %v", got, err, 3999)
}
