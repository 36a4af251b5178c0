// %%
assertEquals(false, Isbn.isValidIsbn10("0-306-40615-20"));

// %%
assertEquals(true, Isbn.isValidIsbn10("2-51604-603-0"));

// %%
assertEquals(false, Isbn.isValidIsbn10("0"));

// %%
assertEquals(false, Isbn.isValidIsbn10("00-306-40615-2"));

// %%
assertEquals(false, Isbn.isValidIsbn10("-306-40615-2"));

// %%
assertEquals(false, Isbn.isValidIsbn10("0-306-40615-20-306-40615-2"));

// %%
assertEquals(false, Isbn.isValidIsbn10("0-306-40615-2 "));

// %%
assertEquals(false, Isbn.isValidIsbn10(""));

// %%
assertEquals(false, Isbn.isValidIsbn10("0-306-40615-2a"));

// %%
assertEquals(false, Isbn.isValidIsbn10(" 0-306-40615-2"));

// %%
assertEquals(false, Isbn.isValidIsbn10("0-306-"));

// %%
assertEquals(false, Isbn.isValidIsbn10("00-306-40615-3"));

// %%
assertEquals(false, Isbn.isValidIsbn10("0-306-40615-30-306-40615-3"));

// %%
assertEquals(false, Isbn.isValidIsbn10("0-306-40615-30"));

// %%
assertEquals(false, Isbn.isValidIsbn10("0-306-40615-3 "));

// %%
assertEquals(false, Isbn.isValidIsbn10("0-306-40615-3a"));

// %%
assertEquals(false, Isbn.isValidIsbn10("-306-40615-3"));

// %%
assertEquals(false, Isbn.isValidIsbn10("3-51604-603-0"));

// %%
assertEquals(false, Isbn.isValidIsbn10("-"));

// %%
assertEquals(true, Isbn.isValidIsbn10("2516046030--"));

// %%
assertEquals(false, Isbn.isValidIsbn10("--0306406152a"));

// %%
assertEquals(false, Isbn.isValidIsbn10("--0306"));

// %%
assertEquals(false, Isbn.isValidIsbn10("--030640615"));

// %%
assertEquals(true, Isbn.isValidIsbn10("-0306406152"));
