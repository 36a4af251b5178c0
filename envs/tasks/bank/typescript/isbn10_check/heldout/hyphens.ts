// %%
assert.deepStrictEqual(isValidIsbn10("0-306-40615-2a"), false);

// %%
assert.deepStrictEqual(isValidIsbn10(" 0-306-40615-2"), false);

// %%
assert.deepStrictEqual(isValidIsbn10("0-306-40615-20-306-40615-2"), false);

// %%
assert.deepStrictEqual(isValidIsbn10("00-306-40615-2"), false);

// %%
assert.deepStrictEqual(isValidIsbn10("2-51604-603-0"), true);

// %%
assert.deepStrictEqual(isValidIsbn10("0-306-40615-20"), false);

// %%
assert.deepStrictEqual(isValidIsbn10("0"), false);

// %%
assert.deepStrictEqual(isValidIsbn10("-306-40615-2"), false);

// %%
assert.deepStrictEqual(isValidIsbn10("00-306-40615-3"), false);

// %%
assert.deepStrictEqual(isValidIsbn10("-306-40615-3"), false);

// %%
assert.deepStrictEqual(isValidIsbn10("0-306-40615-30-306-40615-3"), false);

// %%
assert.deepStrictEqual(isValidIsbn10("0-306-40615-3a"), false);

// %%
assert.deepStrictEqual(isValidIsbn10("0-306-40615-3 "), false);

// %%
assert.deepStrictEqual(isValidIsbn10(" 0-306-40615-3"), false);

// %%
assert.deepStrictEqual(isValidIsbn10("3-51604-603-0"), false);

// %%
assert.deepStrictEqual(isValidIsbn10("--0306"), false);

// %%
assert.deepStrictEqual(isValidIsbn10("--0306406152 "), false);

// %%
assert.deepStrictEqual(isValidIsbn10("-"), false);

// %%
assert.deepStrictEqual(isValidIsbn10("---0306406152"), true);

// %%
assert.deepStrictEqual(isValidIsbn10("--03064061520"), false);

// %%
assert.deepStrictEqual(isValidIsbn10("--030640615"), false);

// %%
assert.deepStrictEqual(isValidIsbn10("-0306406152"), true);

// %%
assert.deepStrictEqual(isValidIsbn10(" --0306406152"), false);

// %%
assert.deepStrictEqual(isValidIsbn10("--0306406152--0306406152"), false);
