// %%
assert.deepStrictEqual(isValidIsbn10("0306406152"), true);

// %%
assert.deepStrictEqual(isValidIsbn10("0306406153"), false);

// %%
assert.deepStrictEqual(isValidIsbn10("123"), false);

// %%
assert.deepStrictEqual(isValidIsbn10("030640615a"), false);

// %%
assert.deepStrictEqual(isValidIsbn10(""), false);
