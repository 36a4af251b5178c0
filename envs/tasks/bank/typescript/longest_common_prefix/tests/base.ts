// %%
assert.deepStrictEqual(longestCommonPrefix(["flower", "flow", "flight"]), "fl");

// %%
assert.deepStrictEqual(longestCommonPrefix(["dog", "racecar", "car"]), "");

// %%
assert.deepStrictEqual(longestCommonPrefix(["alone"]), "alone");

// %%
assert.deepStrictEqual(longestCommonPrefix(["same", "same"]), "same");

// %%
assert.deepStrictEqual(longestCommonPrefix(["ab", "a", "abc"]), "a");
