// %%
assert.deepStrictEqual(titleCase("hello world"), "Hello World");

// %%
assert.deepStrictEqual(titleCase("pYTHON cODE"), "Python Code");

// %%
assert.deepStrictEqual(titleCase("x"), "X");

// %%
assert.deepStrictEqual(titleCase("42 apples"), "42 Apples");
