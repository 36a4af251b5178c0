// %%
assert.deepStrictEqual(isValidIsbn10(" 0306406152"), false);

// %%
assert.deepStrictEqual(isValidIsbn10("00306406152"), false);

// %%
assert.deepStrictEqual(isValidIsbn10("03064061520"), false);

// %%
assert.deepStrictEqual(isValidIsbn10("03064"), false);

// %%
assert.deepStrictEqual(isValidIsbn10("0306406152a"), false);

// %%
assert.deepStrictEqual(isValidIsbn10("0"), false);

// %%
assert.deepStrictEqual(isValidIsbn10("03064061520306406152"), false);

// %%
assert.deepStrictEqual(isValidIsbn10(" 0306406153"), false);

// %%
assert.deepStrictEqual(isValidIsbn10("306406153"), false);

// %%
assert.deepStrictEqual(isValidIsbn10("03064061530"), false);

// %%
assert.deepStrictEqual(isValidIsbn10("03064061530306406153"), false);

// %%
assert.deepStrictEqual(isValidIsbn10("00306406153"), false);

// %%
assert.deepStrictEqual(isValidIsbn10("123a"), false);

// %%
assert.deepStrictEqual(isValidIsbn10(" 123"), false);

// %%
assert.deepStrictEqual(isValidIsbn10("321"), false);

// %%
assert.deepStrictEqual(isValidIsbn10("23"), false);

// %%
assert.deepStrictEqual(isValidIsbn10("1123"), false);

// %%
assert.deepStrictEqual(isValidIsbn10("1"), false);

// %%
assert.deepStrictEqual(isValidIsbn10("030640615a "), false);

// %%
assert.deepStrictEqual(isValidIsbn10("30640615a"), false);

// %%
assert.deepStrictEqual(isValidIsbn10("030640615A"), false);

// %%
assert.deepStrictEqual(isValidIsbn10("030640615a030640615a"), false);

// %%
assert.deepStrictEqual(isValidIsbn10("0030640615a"), false);

// %%
assert.deepStrictEqual(isValidIsbn10("a"), false);
