// %%
assert.deepStrictEqual(gradeAverage([1, 100, 95]), "D");

// %%
assert.deepStrictEqual(gradeAverage([90, 100, 94]), "A");

// %%
assert.deepStrictEqual(gradeAverage([91, 100, 95]), "A");

// %%
assert.deepStrictEqual(gradeAverage([90, 100, 0]), "D");

// %%
assert.deepStrictEqual(gradeAverage([90, 1, 95]), "D");

// %%
assert.deepStrictEqual(gradeAverage([97, 100, 95]), "A");

// %%
assert.deepStrictEqual(gradeAverage([90, 100, 96]), "A");

// %%
assert.deepStrictEqual(gradeAverage([0, 50, 51]), "F");

// %%
assert.deepStrictEqual(gradeAverage([50, 50, 102]), "D");

// %%
assert.deepStrictEqual(gradeAverage([50, 0, 51]), "F");

// %%
assert.deepStrictEqual(gradeAverage([50, 50, 25]), "F");

// %%
assert.deepStrictEqual(gradeAverage([50, 25, 51]), "F");

// %%
assert.deepStrictEqual(gradeAverage([50, 100, 51]), "D");

// %%
assert.deepStrictEqual(gradeAverage([50, 50, 50]), "F");

// %%
assert.deepStrictEqual(gradeAverage([100, 50, 51]), "D");

// %%
assert.deepStrictEqual(gradeAverage([55, 1]), "F");

// %%
assert.deepStrictEqual(gradeAverage([55, 112]), "B");

// %%
assert.deepStrictEqual(gradeAverage([55, 57]), "F");

// %%
assert.deepStrictEqual(gradeAverage([56, 56]), "F");

// %%
assert.deepStrictEqual(gradeAverage([0, 56]), "F");

// %%
assert.deepStrictEqual(gradeAverage([55, 28]), "F");

// %%
assert.deepStrictEqual(gradeAverage([54, 56]), "F");

// %%
assert.deepStrictEqual(gradeAverage([55, 55]), "F");

// %%
assert.deepStrictEqual(gradeAverage([1, 56]), "F");
