// %%
assert.deepStrictEqual(longestCommonSuffix(["walking", "talking", "kin"]), "");

// %%
assert.deepStrictEqual(longestCommonSuffix(["walking", "talking", ""]), "");

// %%
assert.deepStrictEqual(longestCommonSuffix(["walking", "talking", "King"]), "ing");

// %%
assert.deepStrictEqual(longestCommonSuffix(["walking", " talking", "king"]), "king");

// %%
assert.deepStrictEqual(longestCommonSuffix(["alking", "talking", "king"]), "king");

// %%
assert.deepStrictEqual(longestCommonSuffix(["walking", "talkingtalking", "king"]), "king");

// %%
assert.deepStrictEqual(longestCommonSuffix(["abc0", "xyz"]), "");

// %%
assert.deepStrictEqual(longestCommonSuffix(["ab", "xyz"]), "");

// %%
assert.deepStrictEqual(longestCommonSuffix(["abc", "xyz "]), "");

// %%
assert.deepStrictEqual(longestCommonSuffix(["abc", ""]), "");

// %%
assert.deepStrictEqual(longestCommonSuffix(["abc", "xy"]), "");

// %%
assert.deepStrictEqual(longestCommonSuffix(["olos"]), "olos");

// %%
assert.deepStrictEqual(longestCommonSuffix(["olo"]), "olo");

// %%
assert.deepStrictEqual(longestCommonSuffix([""]), "");

// %%
assert.deepStrictEqual(longestCommonSuffix(["s"]), "s");

// %%
assert.deepStrictEqual(longestCommonSuffix(["sol"]), "sol");

// %%
assert.deepStrictEqual(longestCommonSuffix(["solo "]), "solo ");

// %%
assert.deepStrictEqual(longestCommonSuffix(["solo0"]), "solo0");

// %%
assert.deepStrictEqual(longestCommonSuffix(["ssolo"]), "ssolo");

// %%
assert.deepStrictEqual(longestCommonSuffix(["inga", "Ing"]), "");

// %%
assert.deepStrictEqual(longestCommonSuffix(["in", "Ing"]), "");

// %%
assert.deepStrictEqual(longestCommonSuffix(["ng", "Ing"]), "ng");

// %%
assert.deepStrictEqual(longestCommonSuffix(["ing", "IIng"]), "ng");

// %%
assert.deepStrictEqual(longestCommonSuffix(["", "Ing"]), "");
