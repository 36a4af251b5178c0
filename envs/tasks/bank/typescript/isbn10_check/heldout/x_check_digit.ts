// %%
assert.deepStrictEqual(isValidIsbn10("080442957X "), false);

// %%
assert.deepStrictEqual(isValidIsbn10("080442957"), false);

// %%
assert.deepStrictEqual(isValidIsbn10("0"), false);

// %%
assert.deepStrictEqual(isValidIsbn10("080442957Xa"), false);

// %%
assert.deepStrictEqual(isValidIsbn10(""), false);

// %%
assert.deepStrictEqual(isValidIsbn10("080442957X0"), false);

// %%
assert.deepStrictEqual(isValidIsbn10("80442957x"), false);

// %%
assert.deepStrictEqual(isValidIsbn10(" 080442957x"), false);

// %%
assert.deepStrictEqual(isValidIsbn10("080442957x0"), false);

// %%
assert.deepStrictEqual(isValidIsbn10("080442957x080442957x"), false);

// %%
assert.deepStrictEqual(isValidIsbn10("x759244080"), false);

// %%
assert.deepStrictEqual(isValidIsbn10("080442957x "), false);

// %%
assert.deepStrictEqual(isValidIsbn10("X8044295700"), false);

// %%
assert.deepStrictEqual(isValidIsbn10("X804429570X804429570"), false);

// %%
assert.deepStrictEqual(isValidIsbn10("804429570"), false);

// %%
assert.deepStrictEqual(isValidIsbn10("X804429570 "), false);

// %%
assert.deepStrictEqual(isValidIsbn10("X80442957"), false);

// %%
assert.deepStrictEqual(isValidIsbn10("X8044"), false);

// %%
assert.deepStrictEqual(isValidIsbn10("X804429570a"), false);

// %%
assert.deepStrictEqual(isValidIsbn10(" 0804429571"), false);

// %%
assert.deepStrictEqual(isValidIsbn10("08044295710804429571"), false);

// %%
assert.deepStrictEqual(isValidIsbn10("00804429571"), false);

// %%
assert.deepStrictEqual(isValidIsbn10("0804429571a"), false);

// %%
assert.deepStrictEqual(isValidIsbn10("804429571"), false);
