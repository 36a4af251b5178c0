// %%
assert.deepStrictEqual(binarySearch([1, 3, 5, 7, 18], 7), 3);

// %%
assert.deepStrictEqual(binarySearch([1, 3, 5, 7, 8], 7), 3);

// %%
assert.deepStrictEqual(binarySearch([1, 1, 5, 7, 9], 1), 0);

// %%
assert.deepStrictEqual(binarySearch([1, 3, 5, 6, 9], 1), 0);

// %%
assert.deepStrictEqual(binarySearch([1, 4, 5, 7, 9], 1), 0);

// %%
assert.deepStrictEqual(binarySearch([1, 3, 5, 7, 18], 1), 0);

// %%
assert.deepStrictEqual(binarySearch([1, 3, 5, 7, 18], 4), -1);

// %%
assert.deepStrictEqual(binarySearch([1, 3, 4, 7, 9], 4), 2);

// %%
assert.deepStrictEqual(binarySearch([1, 3, 5, 7, 100009], 4), -1);

// %%
assert.deepStrictEqual(binarySearch([1, 3, 6, 7, 9], 4), -1);

// %%
assert.deepStrictEqual(binarySearch([1, 3, 5, 6, 9], 4), -1);

// %%
assert.deepStrictEqual(binarySearch([1, 3, 5, 7, 9], 100004), -1);

// %%
assert.deepStrictEqual(binarySearch([1, 2, 5, 7, 9], 4), -1);

// %%
assert.deepStrictEqual(binarySearch([], 1), -1);

// %%
assert.deepStrictEqual(binarySearch([], 100004), -1);

// %%
assert.deepStrictEqual(binarySearch([], 3), -1);

// %%
assert.deepStrictEqual(binarySearch([], 5), -1);

// %%
assert.deepStrictEqual(binarySearch([], 11), -1);

// %%
assert.deepStrictEqual(binarySearch([], 8), -1);

// %%
assert.deepStrictEqual(binarySearch([3], 2), -1);

// %%
assert.deepStrictEqual(binarySearch([1], 2), -1);

// %%
assert.deepStrictEqual(binarySearch([2], 4), -1);

// %%
assert.deepStrictEqual(binarySearch([4], 2), -1);

// %%
assert.deepStrictEqual(binarySearch([2], 9), -1);
