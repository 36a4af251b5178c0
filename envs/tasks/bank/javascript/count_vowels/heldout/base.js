// %%
assert.deepStrictEqual(countVowels("hellohello"), 4);

// %%
assert.deepStrictEqual(countVowels("Hello"), 2);

// %%
assert.deepStrictEqual(countVowels("olleh"), 2);

// %%
assert.deepStrictEqual(countVowels("hello "), 2);

// %%
assert.deepStrictEqual(countVowels("ello"), 2);

// %%
assert.deepStrictEqual(countVowels("AAEIOU aeiou"), 11);

// %%
assert.deepStrictEqual(countVowels("aeiou AEIOU"), 10);

// %%
assert.deepStrictEqual(countVowels("A"), 1);

// %%
assert.deepStrictEqual(countVowels("EIOU aeiou"), 9);

// %%
assert.deepStrictEqual(countVowels("AEIOU AEIOU"), 10);

// %%
assert.deepStrictEqual(countVowels("uoiea UOIEA"), 10);

// %%
assert.deepStrictEqual(countVowels("AEIOU  aeiou"), 10);

// %%
assert.deepStrictEqual(countVowels("rrhythm"), 0);

// %%
assert.deepStrictEqual(countVowels(" rhythm"), 0);

// %%
assert.deepStrictEqual(countVowels("r"), 0);

// %%
assert.deepStrictEqual(countVowels("rhythm0"), 0);

// %%
assert.deepStrictEqual(countVowels("PProgramming!"), 3);

// %%
assert.deepStrictEqual(countVowels("Progra"), 2);

// %%
assert.deepStrictEqual(countVowels("P"), 0);

// %%
assert.deepStrictEqual(countVowels("Programming"), 3);

// %%
assert.deepStrictEqual(countVowels("rogramming!"), 3);

// %%
assert.deepStrictEqual(countVowels("Programming!0"), 3);

// %%
assert.deepStrictEqual(countVowels("Programming!a"), 4);

// %%
assert.deepStrictEqual(countVowels("Programming!Programming!"), 6);
