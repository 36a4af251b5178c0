// %%
assert.deepStrictEqual(gradeAverage([90, 100, 95]), "A");

// %%
assert.deepStrictEqual(gradeAverage([50, 50, 51]), "F");

// %%
assert.deepStrictEqual(gradeAverage([55, 56]), "F");

// %%
assert.throws(() => gradeAverage([]), { name: 'RangeError', message: "no scores" });
