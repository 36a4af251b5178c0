// %%
assert.throws(() => binarySearch([3, 100001, 2], 1), { name: 'RangeError', message: "items must be sorted" });

// %%
assert.throws(() => binarySearch([3, 10, 2], 1), { name: 'RangeError', message: "items must be sorted" });

// %%
assert.throws(() => binarySearch([10, 1, 2], 1), { name: 'RangeError', message: "items must be sorted" });

// %%
assert.throws(() => binarySearch([6, 1, 2], 1), { name: 'RangeError', message: "items must be sorted" });

// %%
assert.throws(() => binarySearch([3, 1, 1], 1), { name: 'RangeError', message: "items must be sorted" });

// %%
assert.throws(() => binarySearch([3, 1, 2], 100001), { name: 'RangeError', message: "items must be sorted" });

// %%
assert.throws(() => binarySearch([3, 1, 20], 1), { name: 'RangeError', message: "items must be sorted" });

// %%
assert.throws(() => binarySearch([4, 1, 2], 1), { name: 'RangeError', message: "items must be sorted" });

// %%
assert.throws(() => binarySearch([3, 1, 2], 0), { name: 'RangeError', message: "items must be sorted" });

// %%
assert.throws(() => binarySearch([3, 1, 4], 1), { name: 'RangeError', message: "items must be sorted" });

// %%
assert.throws(() => binarySearch([3, 1, 2], 10), { name: 'RangeError', message: "items must be sorted" });

// %%
assert.throws(() => binarySearch([3, 1, 0], 1), { name: 'RangeError', message: "items must be sorted" });

// %%
assert.throws(() => binarySearch([3, 1, 2], 8), { name: 'RangeError', message: "items must be sorted" });

// %%
assert.throws(() => binarySearch([30, 1, 2], 1), { name: 'RangeError', message: "items must be sorted" });

// %%
assert.throws(() => binarySearch([1, 2, 4, 3], 100009), { name: 'RangeError', message: "items must be sorted" });

// %%
assert.throws(() => binarySearch([1, 2, 4, 3], 18), { name: 'RangeError', message: "items must be sorted" });

// %%
assert.throws(() => binarySearch([1, 0, 4, 3], 9), { name: 'RangeError', message: "items must be sorted" });

// %%
assert.throws(() => binarySearch([1, 2, 4, 2], 9), { name: 'RangeError', message: "items must be sorted" });

// %%
assert.throws(() => binarySearch([0, 2, 4, 3], 9), { name: 'RangeError', message: "items must be sorted" });

// %%
assert.throws(() => binarySearch([1, 20, 4, 3], 9), { name: 'RangeError', message: "items must be sorted" });

// %%
assert.throws(() => binarySearch([1, 2, 4, 0], 9), { name: 'RangeError', message: "items must be sorted" });

// %%
assert.throws(() => binarySearch([1, 2, 4, 3], 8), { name: 'RangeError', message: "items must be sorted" });

// %%
assert.throws(() => binarySearch([1, 9, 4, 3], 9), { name: 'RangeError', message: "items must be sorted" });

// %%
assert.throws(() => binarySearch([10, 2, 4, 3], 9), { name: 'RangeError', message: "items must be sorted" });
