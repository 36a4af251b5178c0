// %%
assert.deepStrictEqual(titleCase("the lord of the rings"), "The Lord of the Rings");

// %%
assert.deepStrictEqual(titleCase("war AND peace"), "War and Peace");

// %%
assert.deepStrictEqual(titleCase("a tale in an hour"), "A Tale in an Hour");
