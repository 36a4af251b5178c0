// %%
assert.deepStrictEqual(longestCommonPrefix(["Flower", "flow", "FLIGHT"]), "Fl");

// %%
assert.deepStrictEqual(longestCommonPrefix(["ABC", "abd"]), "AB");

// %%
assert.deepStrictEqual(longestCommonPrefix(["x", "X"]), "x");
