// %%
assert.deepStrictEqual(isbn10ToIsbn13("2516046030"), "9782516046031");

// %%
assert.deepStrictEqual(isbn10ToIsbn13("1354358910"), "9781354358917");

// %%
assert.deepStrictEqual(isbn10ToIsbn13("8263011310"), "9788263011315");

// %%
assert.throws(() => isbn10ToIsbn13("0"), { name: 'RangeError', message: "invalid ISBN-10" });

// %%
assert.throws(() => isbn10ToIsbn13("03064061530"), { name: 'RangeError', message: "invalid ISBN-10" });

// %%
assert.throws(() => isbn10ToIsbn13("0306406153 "), { name: 'RangeError', message: "invalid ISBN-10" });

// %%
assert.throws(() => isbn10ToIsbn13("3516046030"), { name: 'RangeError', message: "invalid ISBN-10" });

// %%
assert.throws(() => isbn10ToIsbn13("00306406153"), { name: 'RangeError', message: "invalid ISBN-10" });

// %%
assert.throws(() => isbn10ToIsbn13("306406153"), { name: 'RangeError', message: "invalid ISBN-10" });

// %%
assert.throws(() => isbn10ToIsbn13("03064"), { name: 'RangeError', message: "invalid ISBN-10" });

// %%
assert.throws(() => isbn10ToIsbn13(" 0306406153"), { name: 'RangeError', message: "invalid ISBN-10" });

// %%
assert.throws(() => isbn10ToIsbn13("03064061530306406153"), { name: 'RangeError', message: "invalid ISBN-10" });

// %%
assert.throws(() => isbn10ToIsbn13("0306406153a"), { name: 'RangeError', message: "invalid ISBN-10" });

// %%
assert.throws(() => isbn10ToIsbn13(""), { name: 'RangeError', message: "invalid ISBN-10" });

// %%
assert.throws(() => isbn10ToIsbn13("030640615"), { name: 'RangeError', message: "invalid ISBN-10" });
