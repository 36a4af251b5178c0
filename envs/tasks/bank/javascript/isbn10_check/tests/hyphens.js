// %%
assert.deepStrictEqual(isValidIsbn10("0-306-40615-2"), true);

// %%
assert.deepStrictEqual(isValidIsbn10("0-306-40615-3"), false);

// %%
assert.deepStrictEqual(isValidIsbn10("--0306406152"), true);
