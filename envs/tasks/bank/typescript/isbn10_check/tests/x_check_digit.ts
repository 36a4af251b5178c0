// %%
assert.deepStrictEqual(isValidIsbn10("080442957X"), true);

// %%
assert.deepStrictEqual(isValidIsbn10("080442957x"), true);

// %%
assert.deepStrictEqual(isValidIsbn10("X804429570"), false);

// %%
assert.deepStrictEqual(isValidIsbn10("0804429571"), false);
