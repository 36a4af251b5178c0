// %%
assert.deepStrictEqual(binarySearch([1, 3, 5, 7, 9], 7), 3);

// %%
assert.deepStrictEqual(binarySearch([1, 3, 5, 7, 9], 1), 0);

// %%
assert.deepStrictEqual(binarySearch([1, 3, 5, 7, 9], 4), -1);

// %%
assert.deepStrictEqual(binarySearch([], 4), -1);

// %%
assert.deepStrictEqual(binarySearch([2], 2), 0);
