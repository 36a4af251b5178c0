// %%
assert.deepStrictEqual(titleCase("  hello   world "), "Hello World");

// %%
assert.deepStrictEqual(titleCase("one  two"), "One Two");
