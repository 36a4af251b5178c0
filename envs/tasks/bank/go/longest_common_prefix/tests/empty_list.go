// %%
_, err := LongestCommonPrefix([]string{})
t.ExpectErr(err, "no words")
