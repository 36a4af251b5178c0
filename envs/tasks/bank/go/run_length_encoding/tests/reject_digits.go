// %%
_, err := RleEncode("a1")
t.ExpectErr(err, "digits cannot be encoded")

// %%
_, err := RleEncode("999")
t.ExpectErr(err, "digits cannot be encoded")

// %%
got, err := RleEncode("ab")
t.ExpectNoErr(err)
t.ExpectEq(got, "1a1b")
