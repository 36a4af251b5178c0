// %%
assert.throws(() => binarySearch([3, 1, 2], 1), { name: 'RangeError', message: "items must be sorted" });

// %%
assert.throws(() => binarySearch([1, 2, 4, 3], 9), { name: 'RangeError', message: "items must be sorted" });

// %%
assert.deepStrictEqual(binarySearch([1, 1, 2], 2), 2);
