// %%
assert.deepStrictEqual(gradeLetter(94), "A");

// %%
assert.deepStrictEqual(gradeLetter(47), "F");

// %%
assert.deepStrictEqual(gradeLetter(1), "F");

// %%
assert.deepStrictEqual(gradeLetter(96), "A");

// %%
assert.deepStrictEqual(gradeLetter(45), "F");

// %%
assert.deepStrictEqual(gradeLetter(97), "A");

// %%
assert.deepStrictEqual(gradeLetter(91), "A");

// %%
assert.deepStrictEqual(gradeLetter(88), "B");

// %%
assert.deepStrictEqual(gradeLetter(44), "F");

// %%
assert.deepStrictEqual(gradeLetter(76), "C");

// %%
assert.deepStrictEqual(gradeLetter(37), "F");

// %%
assert.deepStrictEqual(gradeLetter(82), "B");

// %%
assert.deepStrictEqual(gradeLetter(74), "C");

// %%
assert.deepStrictEqual(gradeLetter(67), "D");

// %%
assert.deepStrictEqual(gradeLetter(30), "F");

// %%
assert.deepStrictEqual(gradeLetter(61), "D");

// %%
assert.deepStrictEqual(gradeLetter(58), "F");

// %%
assert.deepStrictEqual(gradeLetter(66), "D");

// %%
assert.deepStrictEqual(gradeLetter(29), "F");

// %%
assert.deepStrictEqual(gradeLetter(7), "F");
