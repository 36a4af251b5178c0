// %%
assert.throws(() => binarySearch([3, 100001, 2], 1), { name: 'RangeError', message: "items must be sorted" });

// %%
assert.throws(() => binarySearch([3, 1, 2], 10), { name: 'RangeError', message: "items must be sorted" });

// %%
assert.throws(() => binarySearch([3, 1, 20], 1), { name: 'RangeError', message: "items must be sorted" });

// %%
assert.throws(() => binarySearch([3, 10, 2], 1), { name: 'RangeError', message: "items must be sorted" });

// %%
assert.throws(() => binarySearch([3, 1, 2], 100001), { name: 'RangeError', message: "items must be sorted" });

// %%
assert.throws(() => binarySearch([3, 1, 1], 1), { name: 'RangeError', message: "items must be sorted" });

// %%
assert.throws(() => binarySearch([3, 8, 2], 1), { name: 'RangeError', message: "items must be sorted" });

// %%
assert.throws(() => binarySearch([3, 1, 3], 1), { name: 'RangeError', message: "items must be sorted" });

// %%
assert.throws(() => binarySearch([3, 2, 2], 1), { name: 'RangeError', message: "items must be sorted" });

// %%
assert.throws(() => binarySearch([2, 1, 2], 1), { name: 'RangeError', message: "items must be sorted" });

// %%
assert.throws(() => binarySearch([3, 0, 2], 1), { name: 'RangeError', message: "items must be sorted" });

// %%
assert.throws(() => binarySearch([3, 1, 4], 1), { name: 'RangeError', message: "items must be sorted" });

// %%
assert.throws(() => binarySearch([1, 1, 4, 3], 9), { name: 'RangeError', message: "items must be sorted" });

// %%
assert.throws(() => binarySearch([1, 2, 4, 3], 10), { name: 'RangeError', message: "items must be sorted" });

// %%
assert.throws(() => binarySearch([1, 2, 4, 3], 100009), { name: 'RangeError', message: "items must be sorted" });

// %%
assert.throws(() => binarySearch([1, 2, 4, 3], 4), { name: 'RangeError', message: "items must be sorted" });

// %%
assert.throws(() => binarySearch([1, 20, 4, 3], 9), { name: 'RangeError', message: "items must be sorted" });

// %%
assert.throws(() => binarySearch([1, 2, 5, 3], 9), { name: 'RangeError', message: "items must be sorted" });

// %%
assert.throws(() => binarySearch([1, 3, 4, 3], 9), { name: 'RangeError', message: "items must be sorted" });

// %%
assert.throws(() => binarySearch([1, 2, 4, 3], 1), { name: 'RangeError', message: "items must be sorted" });

// %%
assert.throws(() => binarySearch([1, 2, 0, 3], 9), { name: 'RangeError', message: "items must be sorted" });

// %%
assert.throws(() => binarySearch([1, 2, 4, 3], 8), { name: 'RangeError', message: "items must be sorted" });

// %%
assert.throws(() => binarySearch([100001, 2, 4, 3], 9), { name: 'RangeError', message: "items must be sorted" });

// %%
assert.deepStrictEqual(binarySearch([0, 1, 2], 2), 2);
