// %%
assert.deepStrictEqual(longestCommonSuffix(["walking", " talking", "king"]), "king");

// %%
assert.deepStrictEqual(longestCommonSuffix(["walking", "talkingtalking", "king"]), "king");

// %%
assert.deepStrictEqual(longestCommonSuffix(["abc", "xxyz"]), "");

// %%
assert.deepStrictEqual(longestCommonSuffix(["aabc", "xyz"]), "");

// %%
assert.deepStrictEqual(longestCommonSuffix(["bc", "xyz"]), "");

// %%
assert.deepStrictEqual(longestCommonSuffix(["abc", "x"]), "");

// %%
assert.deepStrictEqual(longestCommonSuffix(["abc", "xyz0"]), "");

// %%
assert.deepStrictEqual(longestCommonSuffix(["abc", "xyza"]), "");

// %%
assert.deepStrictEqual(longestCommonSuffix(["abca", "xyz"]), "");

// %%
assert.deepStrictEqual(longestCommonSuffix(["solo "]), "solo ");

// %%
assert.deepStrictEqual(longestCommonSuffix(["ssolo"]), "ssolo");

// %%
assert.deepStrictEqual(longestCommonSuffix(["soloa"]), "soloa");

// %%
assert.deepStrictEqual(longestCommonSuffix(["Solo"]), "Solo");

// %%
assert.deepStrictEqual(longestCommonSuffix(["olos"]), "olos");

// %%
assert.deepStrictEqual(longestCommonSuffix(["s"]), "s");

// %%
assert.deepStrictEqual(longestCommonSuffix(["solosolo"]), "solosolo");

// %%
assert.deepStrictEqual(longestCommonSuffix(["inga", "Ing"]), "");

// %%
assert.deepStrictEqual(longestCommonSuffix(["iing", "Ing"]), "ng");

// %%
assert.deepStrictEqual(longestCommonSuffix(["ing", "gnI"]), "");

// %%
assert.deepStrictEqual(longestCommonSuffix(["ing ", "Ing"]), "");

// %%
assert.deepStrictEqual(longestCommonSuffix(["ing", "IngIng"]), "ng");

// %%
assert.deepStrictEqual(longestCommonSuffix(["ing", "Inga"]), "");

// %%
assert.deepStrictEqual(longestCommonSuffix(["ing", "Ing0"]), "");

// %%
assert.deepStrictEqual(longestCommonSuffix([" ing", "Ing"]), "ng");
