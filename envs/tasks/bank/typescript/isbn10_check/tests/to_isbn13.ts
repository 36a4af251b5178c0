// %%
assert.deepStrictEqual(isbn10ToIsbn13("0306406152"), "9780306406157");

// %%
assert.deepStrictEqual(isbn10ToIsbn13("0198534531"), "9780198534532");

// %%
assert.deepStrictEqual(isbn10ToIsbn13("0131103628"), "9780131103627");

// %%
assert.throws(() => isbn10ToIsbn13("0306406153"), { name: 'RangeError', message: "invalid ISBN-10" });
