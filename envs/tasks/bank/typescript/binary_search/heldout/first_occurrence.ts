// %%
assert.deepStrictEqual(binarySearch([1, 2, 2, 2, 6], 2), 1);

// %%
assert.deepStrictEqual(binarySearch([2, 2, 2, 2, 3], 2), 0);

// %%
assert.deepStrictEqual(binarySearch([1, 2, 2, 3, 3], 2), 1);

// %%
assert.deepStrictEqual(binarySearch([5, 5, 5, 5, 5, 5, 50], 5), 0);

// %%
assert.deepStrictEqual(binarySearch([4, 5, 5, 5, 5, 5, 5], 5), 1);

// %%
assert.deepStrictEqual(binarySearch([5, 5, 5, 5, 5, 5, 12], 5), 0);

// %%
assert.deepStrictEqual(binarySearch([5, 5, 5, 5, 5, 5, 5], 4), -1);

// %%
assert.deepStrictEqual(binarySearch([1, 5, 5, 5, 5, 5, 5], 5), 1);

// %%
assert.deepStrictEqual(binarySearch([1, 1, 2, 3, 3, 3, 3, 3, 100004], 3), 3);

// %%
assert.deepStrictEqual(binarySearch([1, 2, 2, 3, 3, 3, 3, 3, 4], 3), 3);
