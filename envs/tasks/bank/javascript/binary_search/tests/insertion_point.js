// %%
assert.deepStrictEqual(binarySearch([1, 3, 5, 7, 9], 4), -3);

// %%
assert.deepStrictEqual(binarySearch([1, 3, 5, 7, 9], 0), -1);

// %%
assert.deepStrictEqual(binarySearch([1, 3, 5, 7, 9], 10), -6);

// %%
assert.deepStrictEqual(binarySearch([], 4), -1);

// %%
assert.deepStrictEqual(binarySearch([1, 3, 5, 7, 9], 7), 3);
