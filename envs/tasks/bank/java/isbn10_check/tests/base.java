// %%
assertEquals(true, Isbn.isValidIsbn10("0306406152"));

// %%
assertEquals(false, Isbn.isValidIsbn10("0306406153"));

// %%
assertEquals(false, Isbn.isValidIsbn10("123"));

// %%
assertEquals(false, Isbn.isValidIsbn10("030640615a"));

// %%
assertEquals(false, Isbn.isValidIsbn10(""));
