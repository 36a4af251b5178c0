// %%
assertEquals(false, Isbn.isValidIsbn10("0"));

// %%
assertEquals(false, Isbn.isValidIsbn10("080442957X "));

// %%
assertEquals(false, Isbn.isValidIsbn10(" 080442957X"));

// %%
assertEquals(false, Isbn.isValidIsbn10("080442957Xa"));

// %%
assertEquals(false, Isbn.isValidIsbn10("080442957X080442957X"));

// %%
assertEquals(false, Isbn.isValidIsbn10("X759244080"));

// %%
assertEquals(false, Isbn.isValidIsbn10("080442957X0"));

// %%
assertEquals(false, Isbn.isValidIsbn10("80442957X"));

// %%
assertEquals(false, Isbn.isValidIsbn10(" 080442957x"));

// %%
assertEquals(false, Isbn.isValidIsbn10("x759244080"));

// %%
assertEquals(false, Isbn.isValidIsbn10("080442957x "));

// %%
assertEquals(false, Isbn.isValidIsbn10("080442957x0"));

// %%
assertEquals(false, Isbn.isValidIsbn10("80442957x"));

// %%
assertEquals(false, Isbn.isValidIsbn10("XX804429570"));

// %%
assertEquals(false, Isbn.isValidIsbn10("X80442957"));

// %%
assertEquals(false, Isbn.isValidIsbn10("x804429570"));

// %%
assertEquals(false, Isbn.isValidIsbn10("X804429570X804429570"));

// %%
assertEquals(false, Isbn.isValidIsbn10("X8044"));

// %%
assertEquals(false, Isbn.isValidIsbn10("804429570"));

// %%
assertEquals(false, Isbn.isValidIsbn10("X804429570 "));

// %%
assertEquals(false, Isbn.isValidIsbn10(" 0804429571"));

// %%
assertEquals(false, Isbn.isValidIsbn10("804429571"));

// %%
assertEquals(false, Isbn.isValidIsbn10("08044295710804429571"));

// %%
assertEquals(false, Isbn.isValidIsbn10("00804429571"));
