// %%
assert.deepStrictEqual(gradeLetter(89), "B+");

// %%
assert.deepStrictEqual(gradeLetter(80), "B-");

// %%
assert.deepStrictEqual(gradeLetter(85), "B");

// %%
assert.deepStrictEqual(gradeLetter(78), "C+");

// %%
assert.deepStrictEqual(gradeLetter(71), "C-");

// %%
assert.deepStrictEqual(gradeLetter(61), "D-");

// %%
assert.deepStrictEqual(gradeLetter(69), "D+");

// %%
assert.deepStrictEqual(gradeLetter(99), "A");

// %%
assert.deepStrictEqual(gradeLetter(59), "F");
