// %%
got, err := Isbn10ToIsbn13("2516046030")
t.ExpectNoErr(err)
t.ExpectEq(got, "9782516046031")

// %%
got, err := Isbn10ToIsbn13("1354358910")
t.ExpectNoErr(err)
t.ExpectEq(got, "9781354358917")

// %%
got, err := Isbn10ToIsbn13("8263011310")
t.ExpectNoErr(err)
t.ExpectEq(got, "9788263011315")

// %%
_, err := Isbn10ToIsbn13(" 0306406153")
t.ExpectErr(err, "invalid ISBN-10")

// %%
_, err := Isbn10ToIsbn13("306406153")
t.ExpectErr(err, "invalid ISBN-10")

// %%
_, err := Isbn10ToIsbn13("0306406153a")
t.ExpectErr(err, "invalid ISBN-10")

// %%
_, err := Isbn10ToIsbn13("03064061530")
t.ExpectErr(err, "invalid ISBN-10")

// %%
_, err := Isbn10ToIsbn13("030640615")
t.ExpectErr(err, "invalid ISBN-10")

// %%
_, err := Isbn10ToIsbn13("")
t.ExpectErr(err, "invalid ISBN-10")

// %%
_, err := Isbn10ToIsbn13("00306406153")
t.ExpectErr(err, "invalid ISBN-10")

// %%
_, err := Isbn10ToIsbn13("0306406153 ")
t.ExpectErr(err, "invalid ISBN-10")

// %%
_, err := Isbn10ToIsbn13("0")
t.ExpectErr(err, "invalid ISBN-10")

// %%
_, err := Isbn10ToIsbn13("03064")
t.ExpectErr(err, "invalid ISBN-10")

// %%
_, err := Isbn10ToIsbn13("3516046030")
t.ExpectErr(err, "invalid ISBN-10")

// %%
_, err := Isbn10ToIsbn13("03064061530306406153")
t.ExpectErr(err, "invalid ISBN-10")
