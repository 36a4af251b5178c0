// %%
assertEquals(true, Isbn.isValidIsbn10("0-306-40615-2"));

// %%
assertEquals(false, Isbn.isValidIsbn10("0-306-40615-3"));

// %%
assertEquals(true, Isbn.isValidIsbn10("--0306406152"));
