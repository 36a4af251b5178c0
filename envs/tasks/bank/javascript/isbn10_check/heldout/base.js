// %%
assert.deepStrictEqual(isValidIsbn10("0"), false);

// %%
assert.deepStrictEqual(isValidIsbn10(" 0306406152"), false);

// %%
assert.deepStrictEqual(isValidIsbn10("03064061520"), false);

// %%
assert.deepStrictEqual(isValidIsbn10("0306406152a"), false);

// %%
assert.deepStrictEqual(isValidIsbn10("306406152"), false);

// %%
assert.deepStrictEqual(isValidIsbn10("0306406152 "), false);

// %%
assert.deepStrictEqual(isValidIsbn10("306406153"), false);

// %%
assert.deepStrictEqual(isValidIsbn10("0306406153 "), false);

// %%
assert.deepStrictEqual(isValidIsbn10("03064061530306406153"), false);

// %%
assert.deepStrictEqual(isValidIsbn10(" 0306406153"), false);

// %%
assert.deepStrictEqual(isValidIsbn10("0306406153a"), false);

// %%
assert.deepStrictEqual(isValidIsbn10("123 "), false);

// %%
assert.deepStrictEqual(isValidIsbn10(" 123"), false);

// %%
assert.deepStrictEqual(isValidIsbn10("1"), false);

// %%
assert.deepStrictEqual(isValidIsbn10("12"), false);

// %%
assert.deepStrictEqual(isValidIsbn10("321"), false);

// %%
assert.deepStrictEqual(isValidIsbn10("123123"), false);

// %%
assert.deepStrictEqual(isValidIsbn10("1230"), false);

// %%
assert.deepStrictEqual(isValidIsbn10("23"), false);

// %%
assert.deepStrictEqual(isValidIsbn10("030640615a030640615a"), false);

// %%
assert.deepStrictEqual(isValidIsbn10("030640615aa"), false);

// %%
assert.deepStrictEqual(isValidIsbn10("030640615a "), false);

// %%
assert.deepStrictEqual(isValidIsbn10("030640615a0"), false);

// %%
assert.deepStrictEqual(isValidIsbn10(" "), false);
