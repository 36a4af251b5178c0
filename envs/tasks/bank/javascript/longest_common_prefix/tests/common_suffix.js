// %%
assert.deepStrictEqual(longestCommonSuffix(["walking", "talking", "king"]), "king");

// %%
assert.deepStrictEqual(longestCommonSuffix(["abc", "xyz"]), "");

// %%
assert.deepStrictEqual(longestCommonSuffix(["solo"]), "solo");

// %%
assert.deepStrictEqual(longestCommonSuffix(["ing", "Ing"]), "ng");
