// %%
assert.deepStrictEqual(gradeLetter(95), "A");

// %%
assert.deepStrictEqual(gradeLetter(90), "A");

// %%
assert.deepStrictEqual(gradeLetter(89), "B");

// %%
assert.deepStrictEqual(gradeLetter(75), "C");

// %%
assert.deepStrictEqual(gradeLetter(60), "D");

// %%
assert.deepStrictEqual(gradeLetter(59), "F");

// %%
assert.deepStrictEqual(gradeLetter(0), "F");
