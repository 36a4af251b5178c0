// %%
assert.deepStrictEqual(countVowels("hhappy"), 2);

// %%
assert.deepStrictEqual(countVowels("HAPPY"), 2);

// %%
assert.deepStrictEqual(countVowels("Happy"), 2);

// %%
assert.deepStrictEqual(countVowels(" happy"), 2);

// %%
assert.deepStrictEqual(countVowels(""), 0);

// %%
assert.deepStrictEqual(countVowels("yppah"), 1);

// %%
assert.deepStrictEqual(countVowels("happya"), 2);

// %%
assert.deepStrictEqual(countVowels("sey"), 2);

// %%
assert.deepStrictEqual(countVowels("yesyes"), 2);

// %%
assert.deepStrictEqual(countVowels("Yes"), 1);

// %%
assert.deepStrictEqual(countVowels("yyes"), 1);

// %%
assert.deepStrictEqual(countVowels(" yes"), 1);

// %%
assert.deepStrictEqual(countVowels("my way "), 3);

// %%
assert.deepStrictEqual(countVowels("yaw ym"), 1);

// %%
assert.deepStrictEqual(countVowels(" my way"), 3);

// %%
assert.deepStrictEqual(countVowels("m"), 0);

// %%
assert.deepStrictEqual(countVowels("MY WAY"), 3);

// %%
assert.deepStrictEqual(countVowels("my waya"), 3);

// %%
assert.deepStrictEqual(countVowels("my way0"), 3);

// %%
assert.deepStrictEqual(countVowels("shy!"), 1);

// %%
assert.deepStrictEqual(countVowels("SHY"), 1);

// %%
assert.deepStrictEqual(countVowels("SHY!SHY!"), 2);

// %%
assert.deepStrictEqual(countVowels("SH"), 0);

// %%
assert.deepStrictEqual(countVowels("Shy!"), 1);
