// %%
assert.deepStrictEqual(longestCommonPrefix(["Flower0", "flow", "FLIGHT"]), "Fl");

// %%
assert.deepStrictEqual(longestCommonPrefix(["Flower", "flow", "FLIGHTFLIGHT"]), "Fl");

// %%
assert.deepStrictEqual(longestCommonPrefix(["Flower", "flow", " FLIGHT"]), "");

// %%
assert.deepStrictEqual(longestCommonPrefix(["FlowerFlower", "flow", "FLIGHT"]), "Fl");

// %%
assert.deepStrictEqual(longestCommonPrefix(["rewolF", "flow", "FLIGHT"]), "");

// %%
assert.deepStrictEqual(longestCommonPrefix(["FFlower", "flow", "FLIGHT"]), "F");

// %%
assert.deepStrictEqual(longestCommonPrefix(["lower", "flow", "FLIGHT"]), "");

// %%
assert.deepStrictEqual(longestCommonPrefix(["fLOWER", "flow", "FLIGHT"]), "fL");

// %%
assert.deepStrictEqual(longestCommonPrefix(["ABC", "dba"]), "");

// %%
assert.deepStrictEqual(longestCommonPrefix(["ABC", "abd0"]), "AB");

// %%
assert.deepStrictEqual(longestCommonPrefix(["ABC", "aabd"]), "A");

// %%
assert.deepStrictEqual(longestCommonPrefix(["A", "abd"]), "A");

// %%
assert.deepStrictEqual(longestCommonPrefix(["", "abd"]), "");

// %%
assert.deepStrictEqual(longestCommonPrefix(["ABC", "ab"]), "AB");

// %%
assert.deepStrictEqual(longestCommonPrefix(["ABC", " abd"]), "");

// %%
assert.deepStrictEqual(longestCommonPrefix(["x ", "X"]), "x");

// %%
assert.deepStrictEqual(longestCommonPrefix(["x", "X0"]), "x");

// %%
assert.deepStrictEqual(longestCommonPrefix(["xx", "X"]), "x");

// %%
assert.deepStrictEqual(longestCommonPrefix(["", "X"]), "");

// %%
assert.deepStrictEqual(longestCommonPrefix(["x", "x"]), "x");

// %%
assert.deepStrictEqual(longestCommonPrefix(["x", "X "]), "x");

// %%
assert.deepStrictEqual(longestCommonPrefix(["X", "X"]), "X");

// %%
assert.deepStrictEqual(longestCommonPrefix(["x", "Xa"]), "x");

// %%
assert.deepStrictEqual(longestCommonPrefix(["xa", "X"]), "x");
