// %%
assertEquals(true, Isbn.isValidIsbn10("080442957X"));

// %%
assertEquals(true, Isbn.isValidIsbn10("080442957x"));

// %%
assertEquals(false, Isbn.isValidIsbn10("X804429570"));

// %%
assertEquals(false, Isbn.isValidIsbn10("0804429571"));
