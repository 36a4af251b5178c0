// %%
assert.deepStrictEqual(gradeAverage([97, 100, 95]), "A");

// %%
assert.deepStrictEqual(gradeAverage([91, 100, 95]), "A");

// %%
assert.deepStrictEqual(gradeAverage([90, 107, 95]), "A");

// %%
assert.deepStrictEqual(gradeAverage([90, 100, 102]), "A");

// %%
assert.deepStrictEqual(gradeAverage([0, 100, 95]), "D");

// %%
assert.deepStrictEqual(gradeAverage([90, 100, 96]), "A");

// %%
assert.deepStrictEqual(gradeAverage([50, 49, 51]), "F");

// %%
assert.deepStrictEqual(gradeAverage([50, 25, 51]), "F");

// %%
assert.deepStrictEqual(gradeAverage([50, 0, 51]), "F");

// %%
assert.deepStrictEqual(gradeAverage([57, 50, 51]), "F");

// %%
assert.deepStrictEqual(gradeAverage([1, 50, 51]), "F");

// %%
assert.deepStrictEqual(gradeAverage([50, 100, 51]), "D");

// %%
assert.deepStrictEqual(gradeAverage([50, 57, 51]), "F");

// %%
assert.deepStrictEqual(gradeAverage([50, 50, 0]), "F");

// %%
assert.deepStrictEqual(gradeAverage([50, 1, 51]), "F");

// %%
assert.deepStrictEqual(gradeAverage([49, 50, 51]), "F");

// %%
assert.deepStrictEqual(gradeAverage([62, 56]), "F");

// %%
assert.deepStrictEqual(gradeAverage([55, 55]), "F");

// %%
assert.deepStrictEqual(gradeAverage([55, 63]), "F");

// %%
assert.deepStrictEqual(gradeAverage([110, 56]), "B");

// %%
assert.deepStrictEqual(gradeAverage([27, 56]), "F");

// %%
assert.deepStrictEqual(gradeAverage([54, 56]), "F");

// %%
assert.deepStrictEqual(gradeAverage([55, 0]), "F");

// %%
assert.deepStrictEqual(gradeAverage([0, 56]), "F");
