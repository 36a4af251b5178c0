// %%
assert.deepStrictEqual(titleCase("sgnir eht fo drol eht"), "Sgnir Eht Fo Drol Eht");

// %%
assert.deepStrictEqual(titleCase("the lord o"), "The Lord O");

// %%
assert.deepStrictEqual(titleCase("the lord of the ringsthe lord of the rings"), "The Lord of the Ringsthe Lord of the Rings");

// %%
assert.deepStrictEqual(titleCase("The Lord Of The Rings"), "The Lord of the Rings");

// %%
assert.deepStrictEqual(titleCase("the lord of the ring"), "The Lord of the Ring");

// %%
assert.deepStrictEqual(titleCase("the lord of the rings0"), "The Lord of the Rings0");

// %%
assert.deepStrictEqual(titleCase("tthe lord of the rings"), "Tthe Lord of the Rings");

// %%
assert.deepStrictEqual(titleCase("war and peace"), "War and Peace");

// %%
assert.deepStrictEqual(titleCase("wwar AND peace"), "Wwar and Peace");

// %%
assert.deepStrictEqual(titleCase("war AN"), "War an");

// %%
assert.deepStrictEqual(titleCase("war AND peacea"), "War and Peacea");

// %%
assert.deepStrictEqual(titleCase("WAR AND PEACE"), "War and Peace");

// %%
assert.deepStrictEqual(titleCase("War And Peace"), "War and Peace");

// %%
assert.deepStrictEqual(titleCase("ecaep DNA raw"), "Ecaep Dna Raw");

// %%
assert.deepStrictEqual(titleCase("war AND peace0"), "War and Peace0");

// %%
assert.deepStrictEqual(titleCase("war AND peac"), "War and Peac");

// %%
assert.deepStrictEqual(titleCase("a"), "A");

// %%
assert.deepStrictEqual(titleCase("a tale in an hou"), "A Tale in an Hou");

// %%
assert.deepStrictEqual(titleCase("a tale in an hour0"), "A Tale in an Hour0");

// %%
assert.deepStrictEqual(titleCase("a tale i"), "A Tale I");

// %%
assert.deepStrictEqual(titleCase("A Tale In An Hour"), "A Tale in an Hour");

// %%
assert.deepStrictEqual(titleCase("ruoh na ni elat a"), "Ruoh Na Ni Elat a");

// %%
assert.deepStrictEqual(titleCase("aa tale in an hour"), "Aa Tale in an Hour");

// %%
assert.deepStrictEqual(titleCase("A TALE IN AN HOUR"), "A Tale in an Hour");
