// %%
assert.deepStrictEqual(titleCase("hello worlda"), "Hello Worlda");

// %%
assert.deepStrictEqual(titleCase("ello world"), "Ello World");

// %%
assert.deepStrictEqual(titleCase("HELLO WORLD"), "Hello World");

// %%
assert.deepStrictEqual(titleCase("dlrow olleh"), "Dlrow Olleh");

// %%
assert.deepStrictEqual(titleCase("hello worldhello world"), "Hello Worldhello World");

// %%
assert.deepStrictEqual(titleCase("hello"), "Hello");

// %%
assert.deepStrictEqual(titleCase("hhello world"), "Hhello World");

// %%
assert.deepStrictEqual(titleCase("pYTHON cODEa"), "Python Codea");

// %%
assert.deepStrictEqual(titleCase("EDOc NOHTYp"), "Edoc Nohtyp");

// %%
assert.deepStrictEqual(titleCase("pYTHON cODE0"), "Python Code0");

// %%
assert.deepStrictEqual(titleCase("pYTHON cOD"), "Python Cod");

// %%
assert.deepStrictEqual(titleCase("Python Code"), "Python Code");

// %%
assert.deepStrictEqual(titleCase("p"), "P");

// %%
assert.deepStrictEqual(titleCase("pYTHO"), "Pytho");

// %%
assert.deepStrictEqual(titleCase("PYTHON CODE"), "Python Code");

// %%
assert.deepStrictEqual(titleCase("pYTHON cODEpYTHON cODE"), "Python Codepython Code");

// %%
assert.deepStrictEqual(titleCase("x0"), "X0");

// %%
assert.deepStrictEqual(titleCase("xa"), "Xa");

// %%
assert.deepStrictEqual(titleCase("selppa 24"), "Selppa 24");

// %%
assert.deepStrictEqual(titleCase("42 Apples"), "42 Apples");

// %%
assert.deepStrictEqual(titleCase("442 apples"), "442 Apples");

// %%
assert.deepStrictEqual(titleCase("42 apples42 apples"), "42 Apples42 Apples");

// %%
assert.deepStrictEqual(titleCase("42 apples0"), "42 Apples0");

// %%
assert.deepStrictEqual(titleCase("2 apples"), "2 Apples");
