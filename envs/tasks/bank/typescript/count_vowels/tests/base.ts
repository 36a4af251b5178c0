// %%
assert.deepStrictEqual(countVowels("hello"), 2);

// %%
assert.deepStrictEqual(countVowels("AEIOU aeiou"), 10);

// %%
assert.deepStrictEqual(countVowels(""), 0);

// %%
assert.deepStrictEqual(countVowels("rhythm"), 0);

// %%
assert.deepStrictEqual(countVowels("Programming!"), 3);
