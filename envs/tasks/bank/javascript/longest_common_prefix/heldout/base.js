// %%
assert.deepStrictEqual(longestCommonPrefix(["flower", "flow", "flight0"]), "fl");

// %%
assert.deepStrictEqual(longestCommonPrefix([" flower", "flow", "flight"]), "");

// %%
assert.deepStrictEqual(longestCommonPrefix(["flowerflower", "flow", "flight"]), "fl");

// %%
assert.deepStrictEqual(longestCommonPrefix(["flower", "flowa", "flight"]), "fl");

// %%
assert.deepStrictEqual(longestCommonPrefix(["flo", "flow", "flight"]), "fl");

// %%
assert.deepStrictEqual(longestCommonPrefix(["flower0", "flow", "flight"]), "fl");

// %%
assert.deepStrictEqual(longestCommonPrefix(["lower", "flow", "flight"]), "");

// %%
assert.deepStrictEqual(longestCommonPrefix(["dog", "racecar", "rac"]), "");

// %%
assert.deepStrictEqual(longestCommonPrefix(["do", "racecar", "car"]), "");

// %%
assert.deepStrictEqual(longestCommonPrefix(["dog", "acecar", "car"]), "");

// %%
assert.deepStrictEqual(longestCommonPrefix(["dog", "racecar", " car"]), "");

// %%
assert.deepStrictEqual(longestCommonPrefix([" dog", "racecar", "car"]), "");

// %%
assert.deepStrictEqual(longestCommonPrefix(["Dog", "racecar", "car"]), "");

// %%
assert.deepStrictEqual(longestCommonPrefix(["dog", "rracecar", "car"]), "");

// %%
assert.deepStrictEqual(longestCommonPrefix(["og", "racecar", "car"]), "");

// %%
assert.deepStrictEqual(longestCommonPrefix(["alonea"]), "alonea");

// %%
assert.deepStrictEqual(longestCommonPrefix(["Alone"]), "Alone");

// %%
assert.deepStrictEqual(longestCommonPrefix([""]), "");

// %%
assert.deepStrictEqual(longestCommonPrefix(["alon"]), "alon");

// %%
assert.deepStrictEqual(longestCommonPrefix([" alone"]), " alone");

// %%
assert.deepStrictEqual(longestCommonPrefix(["lone"]), "lone");

// %%
assert.deepStrictEqual(longestCommonPrefix(["aalone"]), "aalone");

// %%
assert.deepStrictEqual(longestCommonPrefix(["same", "same0"]), "same");

// %%
assert.deepStrictEqual(longestCommonPrefix(["aba", "a", "abc"]), "a");
