// %%
_, err := RomanToInt(" ")
t.ExpectErr(err, "empty numeral")

// %%
_, err := RomanToInt("    ")
t.ExpectErr(err, "empty numeral")

// %%
_, err := RomanToInt("  ")
t.ExpectErr(err, "empty numeral")

// %%
_, err := RomanToInt("      ")
t.ExpectErr(err, "empty numeral")
