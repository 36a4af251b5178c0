// %%
assert.deepStrictEqual(countVowels("happy"), 2);

// %%
assert.deepStrictEqual(countVowels("yes"), 1);

// %%
assert.deepStrictEqual(countVowels("my way"), 3);

// %%
assert.deepStrictEqual(countVowels("SHY!"), 1);
