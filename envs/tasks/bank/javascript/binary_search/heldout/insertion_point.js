// %%
assert.deepStrictEqual(binarySearch([1, 3, 5, 7, 8], 4), -3);

// %%
assert.deepStrictEqual(binarySearch([1, 3, 5, 7, 16], 4), -3);

// %%
assert.deepStrictEqual(binarySearch([1, 3, 5, 7, 100009], 4), -3);

// %%
assert.deepStrictEqual(binarySearch([1, 3, 5, 7, 9], 11), -6);

// %%
assert.deepStrictEqual(binarySearch([1, 3, 5, 7, 9], 40), -6);

// %%
assert.deepStrictEqual(binarySearch([1, 3, 5, 7, 9], 100000), -6);

// %%
assert.deepStrictEqual(binarySearch([1, 3, 5, 8, 9], 0), -1);

// %%
assert.deepStrictEqual(binarySearch([1, 3, 5, 6, 9], 0), -1);

// %%
assert.deepStrictEqual(binarySearch([1, 3, 6, 7, 9], 0), -1);

// %%
assert.deepStrictEqual(binarySearch([1, 3, 5, 7, 10], 0), -1);

// %%
assert.deepStrictEqual(binarySearch([0, 3, 5, 7, 9], 0), 0);

// %%
assert.deepStrictEqual(binarySearch([1, 3, 4, 7, 9], 10), -6);

// %%
assert.deepStrictEqual(binarySearch([1, 3, 5, 7, 9], 20), -6);

// %%
assert.deepStrictEqual(binarySearch([1, 3, 6, 7, 9], 10), -6);

// %%
assert.deepStrictEqual(binarySearch([1, 3, 5, 7, 100009], 10), -5);

// %%
assert.deepStrictEqual(binarySearch([1, 3, 5, 7, 90], 10), -5);

// %%
assert.deepStrictEqual(binarySearch([], 0), -1);

// %%
assert.deepStrictEqual(binarySearch([], 8), -1);

// %%
assert.deepStrictEqual(binarySearch([], 3), -1);

// %%
assert.deepStrictEqual(binarySearch([], 100004), -1);

// %%
assert.deepStrictEqual(binarySearch([], 1), -1);

// %%
assert.deepStrictEqual(binarySearch([1, 3, 5, 7, 8], 7), 3);

// %%
assert.deepStrictEqual(binarySearch([1, 3, 5, 7, 18], 7), 3);

// %%
assert.deepStrictEqual(binarySearch([1, 3, 5, 7, 10], 7), 3);
