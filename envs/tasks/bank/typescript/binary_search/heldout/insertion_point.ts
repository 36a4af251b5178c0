// %%
assert.deepStrictEqual(binarySearch([1, 3, 5, 7, 9], 11), -6);

// %%
assert.deepStrictEqual(binarySearch([2, 3, 5, 7, 9], 4), -3);

// %%
assert.deepStrictEqual(binarySearch([1, 3, 5, 7, 9], 3), 1);

// %%
assert.deepStrictEqual(binarySearch([1, 2, 5, 7, 9], 4), -3);

// %%
assert.deepStrictEqual(binarySearch([1, 3, 5, 7, 8], 4), -3);

// %%
assert.deepStrictEqual(binarySearch([1, 4, 5, 7, 9], 0), -1);

// %%
assert.deepStrictEqual(binarySearch([2, 3, 5, 7, 9], 0), -1);

// %%
assert.deepStrictEqual(binarySearch([1, 1, 5, 7, 9], 0), -1);

// %%
assert.deepStrictEqual(binarySearch([1, 3, 5, 7, 10], 0), -1);

// %%
assert.deepStrictEqual(binarySearch([1, 3, 6, 7, 9], 0), -1);

// %%
assert.deepStrictEqual(binarySearch([1, 3, 5, 7, 8], 10), -6);

// %%
assert.deepStrictEqual(binarySearch([1, 3, 5, 7, 10], 10), 4);

// %%
assert.deepStrictEqual(binarySearch([1, 3, 5, 7, 9], 100), -6);

// %%
assert.deepStrictEqual(binarySearch([1, 4, 5, 7, 9], 10), -6);

// %%
assert.deepStrictEqual(binarySearch([1, 3, 4, 7, 9], 10), -6);

// %%
assert.deepStrictEqual(binarySearch([1, 3, 5, 7, 16], 10), -5);

// %%
assert.deepStrictEqual(binarySearch([2, 3, 5, 7, 9], 10), -6);

// %%
assert.deepStrictEqual(binarySearch([], 40), -1);

// %%
assert.deepStrictEqual(binarySearch([], 100004), -1);

// %%
assert.deepStrictEqual(binarySearch([], 8), -1);

// %%
assert.deepStrictEqual(binarySearch([], 11), -1);

// %%
assert.deepStrictEqual(binarySearch([], 2), -1);

// %%
assert.deepStrictEqual(binarySearch([1, 3, 5, 7, 16], 7), 3);

// %%
assert.deepStrictEqual(binarySearch([2, 3, 5, 7, 9], 7), 3);
