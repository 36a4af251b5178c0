// %%
assert.deepStrictEqual(binarySearch([1, 2, 2, 3, 3], 2), 1);

// %%
assert.deepStrictEqual(binarySearch([1, 2, 2, 2, 30], 2), 1);

// %%
assert.deepStrictEqual(binarySearch([1, 2, 2, 2, 100003], 2), 1);

// %%
assert.deepStrictEqual(binarySearch([1, 2, 2, 2, 6], 2), 1);

// %%
assert.deepStrictEqual(binarySearch([2, 5, 5, 5, 5, 5, 5], 5), 1);

// %%
assert.deepStrictEqual(binarySearch([5, 5, 5, 5, 5, 5, 5], 1), -1);

// %%
assert.deepStrictEqual(binarySearch([5, 5, 5, 5, 5, 5, 12], 5), 0);

// %%
assert.deepStrictEqual(binarySearch([1, 5, 5, 5, 5, 5, 5], 5), 1);

// %%
assert.deepStrictEqual(binarySearch([0, 1, 2, 3, 3, 3, 3, 3, 4], 3), 3);
