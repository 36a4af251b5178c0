// %%
assert.deepStrictEqual(binarySearch([1, 2, 2, 2, 3], 2), 1);

// %%
assert.deepStrictEqual(binarySearch([5, 5, 5, 5, 5, 5, 5], 5), 0);

// %%
assert.deepStrictEqual(binarySearch([1, 1, 2, 3, 3, 3, 3, 3, 4], 3), 3);
