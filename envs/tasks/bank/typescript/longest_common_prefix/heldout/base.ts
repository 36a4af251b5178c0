// %%
assert.deepStrictEqual(longestCommonPrefix(["flower", "flow", "f"]), "f");

// %%
assert.deepStrictEqual(longestCommonPrefix(["fflower", "flow", "flight"]), "f");

// %%
assert.deepStrictEqual(longestCommonPrefix(["flower", "f", "flight"]), "f");

// %%
assert.deepStrictEqual(longestCommonPrefix(["lower", "flow", "flight"]), "");

// %%
assert.deepStrictEqual(longestCommonPrefix(["flower", "flowflow", "flight"]), "fl");

// %%
assert.deepStrictEqual(longestCommonPrefix(["flower", "flow", ""]), "");

// %%
assert.deepStrictEqual(longestCommonPrefix(["flower", "flowa", "flight"]), "fl");

// %%
assert.deepStrictEqual(longestCommonPrefix(["Dog", "racecar", "car"]), "");

// %%
assert.deepStrictEqual(longestCommonPrefix(["dog", "rac", "car"]), "");

// %%
assert.deepStrictEqual(longestCommonPrefix(["DOG", "racecar", "car"]), "");

// %%
assert.deepStrictEqual(longestCommonPrefix(["dog", "rracecar", "car"]), "");

// %%
assert.deepStrictEqual(longestCommonPrefix(["dog", "racecar", " car"]), "");

// %%
assert.deepStrictEqual(longestCommonPrefix(["", "racecar", "car"]), "");

// %%
assert.deepStrictEqual(longestCommonPrefix([" dog", "racecar", "car"]), "");

// %%
assert.deepStrictEqual(longestCommonPrefix(["alonea"]), "alonea");

// %%
assert.deepStrictEqual(longestCommonPrefix(["ALONE"]), "ALONE");

// %%
assert.deepStrictEqual(longestCommonPrefix(["a"]), "a");

// %%
assert.deepStrictEqual(longestCommonPrefix(["alone "]), "alone ");

// %%
assert.deepStrictEqual(longestCommonPrefix(["al"]), "al");

// %%
assert.deepStrictEqual(longestCommonPrefix(["same", "same0"]), "same");

// %%
assert.deepStrictEqual(longestCommonPrefix(["ab", "a ", "abc"]), "a");

// %%
assert.deepStrictEqual(longestCommonPrefix(["ab0", "a", "abc"]), "a");

// %%
assert.deepStrictEqual(longestCommonPrefix(["ab", "a", "a"]), "a");

// %%
assert.deepStrictEqual(longestCommonPrefix(["ab", "", "abc"]), "");
