// %%
assert.deepStrictEqual(binarySearch([1, 3, 5, 7, 90], 7), 3);

// %%
assert.deepStrictEqual(binarySearch([1, 3, 5, 7, 90], 1), 0);

// %%
assert.deepStrictEqual(binarySearch([1, 3, 5, 7, 100009], 1), 0);

// %%
assert.deepStrictEqual(binarySearch([1, 3, 5, 7, 9], 2), -1);

// %%
assert.deepStrictEqual(binarySearch([1, 1, 5, 7, 9], 1), 0);

// %%
assert.deepStrictEqual(binarySearch([1, 3, 5, 7, 8], 1), 0);

// %%
assert.deepStrictEqual(binarySearch([1, 3, 5, 7, 9], 11), -1);

// %%
assert.deepStrictEqual(binarySearch([1, 3, 5, 7, 9], 8), -1);

// %%
assert.deepStrictEqual(binarySearch([1, 3, 5, 6, 9], 4), -1);

// %%
assert.deepStrictEqual(binarySearch([1, 3, 5, 7, 9], 5), 2);

// %%
assert.deepStrictEqual(binarySearch([], 8), -1);

// %%
assert.deepStrictEqual(binarySearch([], 0), -1);

// %%
assert.deepStrictEqual(binarySearch([], 1), -1);

// %%
assert.deepStrictEqual(binarySearch([], 3), -1);

// %%
assert.deepStrictEqual(binarySearch([], 2), -1);

// %%
assert.deepStrictEqual(binarySearch([], 11), -1);

// %%
assert.deepStrictEqual(binarySearch([9], 2), -1);

// %%
assert.deepStrictEqual(binarySearch([3], 2), -1);

// %%
assert.deepStrictEqual(binarySearch([4], 2), -1);

// %%
assert.deepStrictEqual(binarySearch([2], 9), -1);

// %%
assert.deepStrictEqual(binarySearch([2], 1), -1);

// %%
assert.deepStrictEqual(binarySearch([2], 3), -1);

// %%
assert.deepStrictEqual(binarySearch([1], 2), -1);

// %%
assert.deepStrictEqual(binarySearch([2], 4), -1);
