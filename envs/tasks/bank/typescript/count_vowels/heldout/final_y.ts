// %%
assert.deepStrictEqual(countVowels("happ"), 1);

// %%
assert.deepStrictEqual(countVowels("HAPPY"), 2);

// %%
assert.deepStrictEqual(countVowels(""), 0);

// %%
assert.deepStrictEqual(countVowels("hhappy"), 2);

// %%
assert.deepStrictEqual(countVowels("happyhappy"), 3);

// %%
assert.deepStrictEqual(countVowels("happy0"), 2);

// %%
assert.deepStrictEqual(countVowels("Yes"), 1);

// %%
assert.deepStrictEqual(countVowels("y"), 1);

// %%
assert.deepStrictEqual(countVowels("yes "), 1);

// %%
assert.deepStrictEqual(countVowels("ye"), 1);

// %%
assert.deepStrictEqual(countVowels("MY WAY"), 3);

// %%
assert.deepStrictEqual(countVowels("my waymy way"), 5);

// %%
assert.deepStrictEqual(countVowels("my  way"), 3);

// %%
assert.deepStrictEqual(countVowels("mmy way"), 3);

// %%
assert.deepStrictEqual(countVowels("my waya"), 3);

// %%
assert.deepStrictEqual(countVowels("my wa"), 2);

// %%
assert.deepStrictEqual(countVowels("my way "), 3);

// %%
assert.deepStrictEqual(countVowels("My Way"), 3);

// %%
assert.deepStrictEqual(countVowels("S"), 0);

// %%
assert.deepStrictEqual(countVowels("SHY! "), 1);

// %%
assert.deepStrictEqual(countVowels("SHY!a"), 2);

// %%
assert.deepStrictEqual(countVowels("HY!"), 1);

// %%
assert.deepStrictEqual(countVowels("!YHS"), 0);

// %%
assert.deepStrictEqual(countVowels("shy!"), 1);
