// %%
assert.deepStrictEqual(vowelCounts("noitacudE"), [1, 1, 1, 1, 1]);

// %%
assert.deepStrictEqual(vowelCounts("Education0"), [1, 1, 1, 1, 1]);

// %%
assert.deepStrictEqual(vowelCounts("ducation"), [1, 0, 1, 1, 1]);

// %%
assert.deepStrictEqual(vowelCounts("Educ"), [0, 1, 0, 0, 1]);

// %%
assert.deepStrictEqual(vowelCounts("EducationEducation"), [2, 2, 2, 2, 2]);

// %%
assert.deepStrictEqual(vowelCounts("education"), [1, 1, 1, 1, 1]);

// %%
assert.deepStrictEqual(vowelCounts("EEducation"), [1, 2, 1, 1, 1]);

// %%
assert.deepStrictEqual(vowelCounts("Education "), [1, 1, 1, 1, 1]);

// %%
assert.deepStrictEqual(vowelCounts("E"), [0, 1, 0, 0, 0]);

// %%
assert.deepStrictEqual(vowelCounts("EDUCATION"), [1, 1, 1, 1, 1]);

// %%
assert.deepStrictEqual(vowelCounts("ban"), [1, 0, 0, 0, 0]);

// %%
assert.deepStrictEqual(vowelCounts("anana"), [3, 0, 0, 0, 0]);

// %%
assert.deepStrictEqual(vowelCounts("bananaa"), [4, 0, 0, 0, 0]);

// %%
assert.deepStrictEqual(vowelCounts("bbanana"), [3, 0, 0, 0, 0]);

// %%
assert.deepStrictEqual(vowelCounts("bananabanana"), [6, 0, 0, 0, 0]);

// %%
assert.deepStrictEqual(vowelCounts("ananab"), [3, 0, 0, 0, 0]);

// %%
assert.deepStrictEqual(vowelCounts("b"), [0, 0, 0, 0, 0]);

// %%
assert.deepStrictEqual(vowelCounts("Banana"), [3, 0, 0, 0, 0]);

// %%
assert.deepStrictEqual(vowelCounts("banan"), [2, 0, 0, 0, 0]);

// %%
assert.deepStrictEqual(vowelCounts("banana "), [3, 0, 0, 0, 0]);

// %%
assert.deepStrictEqual(vowelCounts(" banana"), [3, 0, 0, 0, 0]);

// %%
assert.deepStrictEqual(vowelCounts("banana0"), [3, 0, 0, 0, 0]);

// %%
assert.deepStrictEqual(vowelCounts("0"), [0, 0, 0, 0, 0]);

// %%
assert.deepStrictEqual(vowelCounts(" "), [0, 0, 0, 0, 0]);
