// %%
assert.deepStrictEqual(countVowels("HELLO"), 2);

// %%
assert.deepStrictEqual(countVowels("hellohello"), 4);

// %%
assert.deepStrictEqual(countVowels(" hello"), 2);

// %%
assert.deepStrictEqual(countVowels(" AEIOU aeiou"), 10);

// %%
assert.deepStrictEqual(countVowels("AEIOU aeio"), 9);

// %%
assert.deepStrictEqual(countVowels("A"), 1);

// %%
assert.deepStrictEqual(countVowels("AAEIOU aeiou"), 11);

// %%
assert.deepStrictEqual(countVowels("AEIOU AEIOU"), 10);

// %%
assert.deepStrictEqual(countVowels("AEIOU"), 5);

// %%
assert.deepStrictEqual(countVowels(" "), 0);

// %%
assert.deepStrictEqual(countVowels("a"), 1);

// %%
assert.deepStrictEqual(countVowels("hythm"), 0);

// %%
assert.deepStrictEqual(countVowels("rhythma"), 1);

// %%
assert.deepStrictEqual(countVowels("rhythm0"), 0);

// %%
assert.deepStrictEqual(countVowels("r"), 0);

// %%
assert.deepStrictEqual(countVowels("RHYTHM"), 0);

// %%
assert.deepStrictEqual(countVowels("mhtyhr"), 0);

// %%
assert.deepStrictEqual(countVowels("Rhythm"), 0);

// %%
assert.deepStrictEqual(countVowels("PProgramming!"), 3);

// %%
assert.deepStrictEqual(countVowels("Programming!a"), 4);

// %%
assert.deepStrictEqual(countVowels("Programming! "), 3);

// %%
assert.deepStrictEqual(countVowels("PROGRAMMING!"), 3);

// %%
assert.deepStrictEqual(countVowels("Programming!Programming!"), 6);

// %%
assert.deepStrictEqual(countVowels("rogramming!"), 3);
