// %%
_, err := TitleCase(" ")
t.ExpectErr(err, "text must not be blank")

// %%
_, err := TitleCase("      ")
t.ExpectErr(err, "text must not be blank")

// %%
_, err := TitleCase("    ")
t.ExpectErr(err, "text must not be blank")

// %%
_, err := TitleCase("  ")
t.ExpectErr(err, "text must not be blank")
