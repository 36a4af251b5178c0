// %%
assertEquals(false, Isbn.isValidIsbn10("0306406152a"));

// %%
assertEquals(false, Isbn.isValidIsbn10("030640615"));

// %%
assertEquals(false, Isbn.isValidIsbn10("03064"));

// %%
assertEquals(false, Isbn.isValidIsbn10("0306406152 "));

// %%
assertEquals(false, Isbn.isValidIsbn10(" 0306406152"));

// %%
assertEquals(false, Isbn.isValidIsbn10("306406152"));

// %%
assertEquals(false, Isbn.isValidIsbn10("0"));

// %%
assertEquals(false, Isbn.isValidIsbn10("3516046030"));

// %%
assertEquals(false, Isbn.isValidIsbn10("0306406153a"));

// %%
assertEquals(false, Isbn.isValidIsbn10("306406153"));

// %%
assertEquals(false, Isbn.isValidIsbn10("03064061530306406153"));

// %%
assertEquals(false, Isbn.isValidIsbn10("23"));

// %%
assertEquals(false, Isbn.isValidIsbn10("321"));

// %%
assertEquals(false, Isbn.isValidIsbn10("1"));

// %%
assertEquals(false, Isbn.isValidIsbn10("1123"));

// %%
assertEquals(false, Isbn.isValidIsbn10("123123"));

// %%
assertEquals(false, Isbn.isValidIsbn10("030640615a030640615a"));

// %%
assertEquals(false, Isbn.isValidIsbn10("030640615a0"));

// %%
assertEquals(false, Isbn.isValidIsbn10("030640615a "));

// %%
assertEquals(false, Isbn.isValidIsbn10("030640615aa"));

// %%
assertEquals(false, Isbn.isValidIsbn10(" 030640615a"));

// %%
assertEquals(false, Isbn.isValidIsbn10("030640615A"));

// %%
assertEquals(false, Isbn.isValidIsbn10("30640615a"));

// %%
assertEquals(false, Isbn.isValidIsbn10(" "));
