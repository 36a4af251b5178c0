// %%
assertEquals("9782516046031", Isbn.isbn10ToIsbn13("2516046030"));

// %%
assertEquals("9781354358917", Isbn.isbn10ToIsbn13("1354358910"));

// %%
assertEquals("9788263011315", Isbn.isbn10ToIsbn13("8263011310"));

// %%
IllegalArgumentException e = assertThrows(IllegalArgumentException.class, () -> Isbn.isbn10ToIsbn13(""));
assertEquals("invalid ISBN-10", e.getMessage());

// %%
IllegalArgumentException e = assertThrows(IllegalArgumentException.class, () -> Isbn.isbn10ToIsbn13("03064061530306406153"));
assertEquals("invalid ISBN-10", e.getMessage());

// %%
IllegalArgumentException e = assertThrows(IllegalArgumentException.class, () -> Isbn.isbn10ToIsbn13("00306406153"));
assertEquals("invalid ISBN-10", e.getMessage());

// %%
IllegalArgumentException e = assertThrows(IllegalArgumentException.class, () -> Isbn.isbn10ToIsbn13("03064061530"));
assertEquals("invalid ISBN-10", e.getMessage());

// %%
IllegalArgumentException e = assertThrows(IllegalArgumentException.class, () -> Isbn.isbn10ToIsbn13("3516046030"));
assertEquals("invalid ISBN-10", e.getMessage());

// %%
IllegalArgumentException e = assertThrows(IllegalArgumentException.class, () -> Isbn.isbn10ToIsbn13("0"));
assertEquals("invalid ISBN-10", e.getMessage());

// %%
IllegalArgumentException e = assertThrows(IllegalArgumentException.class, () -> Isbn.isbn10ToIsbn13("0306406153 "));
assertEquals("invalid ISBN-10", e.getMessage());

// %%
IllegalArgumentException e = assertThrows(IllegalArgumentException.class, () -> Isbn.isbn10ToIsbn13(" 0306406153"));
assertEquals("invalid ISBN-10", e.getMessage());

// %%
IllegalArgumentException e = assertThrows(IllegalArgumentException.class, () -> Isbn.isbn10ToIsbn13("03064"));
assertEquals("invalid ISBN-10", e.getMessage());

// %%
IllegalArgumentException e = assertThrows(IllegalArgumentException.class, () -> Isbn.isbn10ToIsbn13("0306406153a"));
assertEquals("invalid ISBN-10", e.getMessage());

// %%
IllegalArgumentException e = assertThrows(IllegalArgumentException.class, () -> Isbn.isbn10ToIsbn13("030640615"));
assertEquals("invalid ISBN-10", e.getMessage());

// %%
IllegalArgumentException e = assertThrows(IllegalArgumentException.class, () -> Isbn.isbn10ToIsbn13("306406153"));
assertEquals("invalid ISBN-10", e.getMessage());
