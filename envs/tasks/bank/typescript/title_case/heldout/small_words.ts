// %%
assert.deepStrictEqual(titleCase("THE LORD OF THE RINGS"), "The Lord of the Rings");

// %%
assert.deepStrictEqual(titleCase("the lord of the ringsthe lord of the rings"), "The Lord of the Ringsthe Lord of the Rings");

// %%
assert.deepStrictEqual(titleCase("he lord of the rings"), "He Lord of the Rings");

// %%
assert.deepStrictEqual(titleCase("the lord of the rings0"), "The Lord of the Rings0");

// %%
assert.deepStrictEqual(titleCase("The Lord Of The Rings"), "The Lord of the Rings");

// %%
assert.deepStrictEqual(titleCase("tthe lord of the rings"), "Tthe Lord of the Rings");

// %%
assert.deepStrictEqual(titleCase("the lord o"), "The Lord O");

// %%
assert.deepStrictEqual(titleCase("the lord of the ring"), "The Lord of the Ring");

// %%
assert.deepStrictEqual(titleCase("ecaep DNA raw"), "Ecaep Dna Raw");

// %%
assert.deepStrictEqual(titleCase("war AND peac"), "War and Peac");

// %%
assert.deepStrictEqual(titleCase("ar AND peace"), "Ar and Peace");

// %%
assert.deepStrictEqual(titleCase("war AND peacea"), "War and Peacea");

// %%
assert.deepStrictEqual(titleCase("WAR AND PEACE"), "War and Peace");

// %%
assert.deepStrictEqual(titleCase("war AND peace0"), "War and Peace0");

// %%
assert.deepStrictEqual(titleCase("WAR and PEACE"), "War and Peace");

// %%
assert.deepStrictEqual(titleCase("war AND peacewar AND peace"), "War and Peacewar and Peace");

// %%
assert.deepStrictEqual(titleCase("war and peace"), "War and Peace");

// %%
assert.deepStrictEqual(titleCase("a tale i"), "A Tale I");

// %%
assert.deepStrictEqual(titleCase("a"), "A");

// %%
assert.deepStrictEqual(titleCase("a tale in an hou"), "A Tale in an Hou");

// %%
assert.deepStrictEqual(titleCase("a tale in an houra"), "A Tale in an Houra");

// %%
assert.deepStrictEqual(titleCase("A Tale In An Hour"), "A Tale in an Hour");

// %%
assert.deepStrictEqual(titleCase("aa tale in an hour"), "Aa Tale in an Hour");

// %%
assert.deepStrictEqual(titleCase("a tale in an hour0"), "A Tale in an Hour0");
