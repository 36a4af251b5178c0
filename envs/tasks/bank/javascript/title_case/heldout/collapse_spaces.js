// %%
assert.deepStrictEqual(titleCase("  hello   world 0"), "Hello World 0");

// %%
assert.deepStrictEqual(titleCase("    hello      world  "), "Hello World");

// %%
assert.deepStrictEqual(titleCase(" dlrow   olleh  "), "Dlrow Olleh");

// %%
assert.deepStrictEqual(titleCase("  Hello   World "), "Hello World");

// %%
assert.deepStrictEqual(titleCase(" hello   world "), "Hello World");

// %%
assert.deepStrictEqual(titleCase("  hello   world"), "Hello World");

// %%
assert.deepStrictEqual(titleCase("  hello   world   hello   world "), "Hello World Hello World");

// %%
assert.deepStrictEqual(titleCase("hello   world"), "Hello World");

// %%
assert.deepStrictEqual(titleCase("  hello   world  "), "Hello World");

// %%
assert.deepStrictEqual(titleCase("  HELLO   WORLD "), "Hello World");

// %%
assert.deepStrictEqual(titleCase("ne  two"), "Ne Two");

// %%
assert.deepStrictEqual(titleCase("one  tw"), "One Tw");

// %%
assert.deepStrictEqual(titleCase("one  twoa"), "One Twoa");

// %%
assert.deepStrictEqual(titleCase("owt  eno"), "Owt Eno");

// %%
assert.deepStrictEqual(titleCase("one  two "), "One Two");

// %%
assert.deepStrictEqual(titleCase(" one  two"), "One Two");

// %%
assert.deepStrictEqual(titleCase("o"), "O");

// %%
assert.deepStrictEqual(titleCase("one "), "One");

// %%
assert.deepStrictEqual(titleCase("ONE  TWO"), "One Two");

// %%
assert.deepStrictEqual(titleCase("one  twoone  two"), "One Twoone Two");

// %%
assert.deepStrictEqual(titleCase("one    two"), "One Two");

// %%
assert.deepStrictEqual(titleCase("one  two0"), "One Two0");

// %%
assert.deepStrictEqual(titleCase("One  Two"), "One Two");

// %%
assert.deepStrictEqual(titleCase("oone  two"), "Oone Two");
