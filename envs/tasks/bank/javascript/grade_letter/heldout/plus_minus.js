// %%
assert.deepStrictEqual(gradeLetter(44), "F");

// %%
assert.deepStrictEqual(gradeLetter(1), "F");

// %%
assert.deepStrictEqual(gradeLetter(0), "F");

// %%
assert.deepStrictEqual(gradeLetter(96), "A");

// %%
assert.deepStrictEqual(gradeLetter(90), "A");

// %%
assert.deepStrictEqual(gradeLetter(87), "B");

// %%
assert.deepStrictEqual(gradeLetter(40), "F");

// %%
assert.deepStrictEqual(gradeLetter(92), "A");

// %%
assert.deepStrictEqual(gradeLetter(86), "B");

// %%
assert.deepStrictEqual(gradeLetter(42), "F");

// %%
assert.deepStrictEqual(gradeLetter(77), "C");

// %%
assert.deepStrictEqual(gradeLetter(72), "C");

// %%
assert.deepStrictEqual(gradeLetter(70), "C-");

// %%
assert.deepStrictEqual(gradeLetter(35), "F");

// %%
assert.deepStrictEqual(gradeLetter(30), "F");

// %%
assert.deepStrictEqual(gradeLetter(62), "D");

// %%
assert.deepStrictEqual(gradeLetter(60), "D-");

// %%
assert.deepStrictEqual(gradeLetter(68), "D+");

// %%
assert.deepStrictEqual(gradeLetter(34), "F");

// %%
assert.deepStrictEqual(gradeLetter(49), "F");

// %%
assert.deepStrictEqual(gradeLetter(98), "A");

// %%
assert.deepStrictEqual(gradeLetter(66), "D");

// %%
assert.deepStrictEqual(gradeLetter(58), "F");

// %%
assert.deepStrictEqual(gradeLetter(29), "F");
