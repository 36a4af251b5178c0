// %%
assert.deepStrictEqual(titleCase("hello"), "Hello");

// %%
assert.deepStrictEqual(titleCase("Hello World"), "Hello World");

// %%
assert.deepStrictEqual(titleCase("HELLO WORLD"), "Hello World");

// %%
assert.deepStrictEqual(titleCase("hhello world"), "Hhello World");

// %%
assert.deepStrictEqual(titleCase("hello worldhello world"), "Hello Worldhello World");

// %%
assert.deepStrictEqual(titleCase("ello world"), "Ello World");

// %%
assert.deepStrictEqual(titleCase("dlrow olleh"), "Dlrow Olleh");

// %%
assert.deepStrictEqual(titleCase("h"), "H");

// %%
assert.deepStrictEqual(titleCase("pYTHO"), "Pytho");

// %%
assert.deepStrictEqual(titleCase("pYTHON cODEa"), "Python Codea");

// %%
assert.deepStrictEqual(titleCase("ppYTHON cODE"), "Ppython Code");

// %%
assert.deepStrictEqual(titleCase("Python Code"), "Python Code");

// %%
assert.deepStrictEqual(titleCase("python code"), "Python Code");

// %%
assert.deepStrictEqual(titleCase("pYTHON cOD"), "Python Cod");

// %%
assert.deepStrictEqual(titleCase("EDOc NOHTYp"), "Edoc Nohtyp");

// %%
assert.deepStrictEqual(titleCase("PYTHON CODE"), "Python Code");

// %%
assert.deepStrictEqual(titleCase("pYTHON cODEpYTHON cODE"), "Python Codepython Code");

// %%
assert.deepStrictEqual(titleCase("x0"), "X0");

// %%
assert.deepStrictEqual(titleCase("xx"), "Xx");

// %%
assert.deepStrictEqual(titleCase("4"), "4");

// %%
assert.deepStrictEqual(titleCase("42 apple"), "42 Apple");

// %%
assert.deepStrictEqual(titleCase("42 Apples"), "42 Apples");

// %%
assert.deepStrictEqual(titleCase("selppa 24"), "Selppa 24");

// %%
assert.deepStrictEqual(titleCase("42 applesa"), "42 Applesa");
