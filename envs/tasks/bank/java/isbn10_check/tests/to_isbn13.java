// %%
assertEquals("9780306406157", Isbn.isbn10ToIsbn13("0306406152"));

// %%
assertEquals("9780198534532", Isbn.isbn10ToIsbn13("0198534531"));

// %%
assertEquals("9780131103627", Isbn.isbn10ToIsbn13("0131103628"));

// %%
IllegalArgumentException e = assertThrows(IllegalArgumentException.class, () -> Isbn.isbn10ToIsbn13("0306406153"));
assertEquals("invalid ISBN-10", e.getMessage());
