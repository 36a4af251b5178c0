// %%
assert.deepStrictEqual(longestCommonPrefix(["Flower", "flow", "FLIGH"]), "Fl");

// %%
assert.deepStrictEqual(longestCommonPrefix(["Flower", "flowflow", "FLIGHT"]), "Fl");

// %%
assert.deepStrictEqual(longestCommonPrefix(["Flower", "fflow", "FLIGHT"]), "F");

// %%
assert.deepStrictEqual(longestCommonPrefix(["Flower", "wolf", "FLIGHT"]), "");

// %%
assert.deepStrictEqual(longestCommonPrefix(["Flower", "fl", "FLIGHT"]), "Fl");

// %%
assert.deepStrictEqual(longestCommonPrefix(["FlowerFlower", "flow", "FLIGHT"]), "Fl");

// %%
assert.deepStrictEqual(longestCommonPrefix(["lower", "flow", "FLIGHT"]), "");

// %%
assert.deepStrictEqual(longestCommonPrefix(["Flower", "flow", "THGILF"]), "");

// %%
assert.deepStrictEqual(longestCommonPrefix(["Flower", "low", "FLIGHT"]), "");

// %%
assert.deepStrictEqual(longestCommonPrefix(["Flower", "flow", "Flight"]), "Fl");

// %%
assert.deepStrictEqual(longestCommonPrefix(["Flower ", "flow", "FLIGHT"]), "Fl");

// %%
assert.deepStrictEqual(longestCommonPrefix(["Flower", "flow", "FFLIGHT"]), "F");

// %%
assert.deepStrictEqual(longestCommonPrefix(["ABC", "dba"]), "");

// %%
assert.deepStrictEqual(longestCommonPrefix(["AABC", "abd"]), "A");

// %%
assert.deepStrictEqual(longestCommonPrefix(["BC", "abd"]), "");

// %%
assert.deepStrictEqual(longestCommonPrefix(["CBA", "abd"]), "");

// %%
assert.deepStrictEqual(longestCommonPrefix(["ABCABC", "abd"]), "AB");

// %%
assert.deepStrictEqual(longestCommonPrefix(["ABCa", "abd"]), "AB");

// %%
assert.deepStrictEqual(longestCommonPrefix(["Abc", "abd"]), "Ab");

// %%
assert.deepStrictEqual(longestCommonPrefix(["", "abd"]), "");

// %%
assert.deepStrictEqual(longestCommonPrefix(["x", "x"]), "x");

// %%
assert.deepStrictEqual(longestCommonPrefix(["x", "XX"]), "x");

// %%
assert.deepStrictEqual(longestCommonPrefix(["x", "X0"]), "x");

// %%
assert.deepStrictEqual(longestCommonPrefix(["x ", "X"]), "x");
