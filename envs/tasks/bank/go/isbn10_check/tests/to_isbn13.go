// %%
got, err := Isbn10ToIsbn13("0306406152")
t.ExpectNoErr(err)
t.ExpectEq(got, "9780306406157")

// %%
got, err := Isbn10ToIsbn13("0198534531")
t.ExpectNoErr(err)
t.ExpectEq(got, "9780198534532")

// %%
got, err := Isbn10ToIsbn13("0131103628")
t.ExpectNoErr(err)
t.ExpectEq(got, "9780131103627")

// %%
_, err := Isbn10ToIsbn13("0306406153")
t.ExpectErr(err, "invalid ISBN-10")
