// %%
assertEquals("Hello World Hello World", Titles.titleCase("  hello   world   hello   world "));

// %%
assertEquals("Hello World", Titles.titleCase("  hello   world  "));

// %%
assertEquals("Hello World", Titles.titleCase("    hello      world  "));

// %%
assertEquals("Hello World 0", Titles.titleCase("  hello   world 0"));

// %%
assertEquals("Hello World", Titles.titleCase("  hello   world"));

// %%
assertEquals("Hello World", Titles.titleCase("  Hello   World "));

// %%
assertEquals("Hello", Titles.titleCase("  hello "));

// %%
assertEquals("Hello World", Titles.titleCase("hello   world"));

// %%
assertEquals("Hello World", Titles.titleCase("  HELLO   WORLD "));

// %%
assertEquals("Hello World", Titles.titleCase(" hello   world "));

// %%
assertEquals("Dlrow Olleh", Titles.titleCase(" dlrow   olleh  "));

// %%
assertEquals("O", Titles.titleCase("o"));

// %%
assertEquals("One Twoone Two", Titles.titleCase("one  twoone  two"));

// %%
assertEquals("One Two", Titles.titleCase("one    two"));

// %%
assertEquals("Oone Two", Titles.titleCase("oone  two"));

// %%
assertEquals("One Tw", Titles.titleCase("one  tw"));

// %%
assertEquals("Ne Two", Titles.titleCase("ne  two"));

// %%
assertEquals("One Two", Titles.titleCase(" one  two"));

// %%
assertEquals("One Two", Titles.titleCase("ONE  TWO"));

// %%
assertEquals("One Two", Titles.titleCase("One  Two"));

// %%
assertEquals("One", Titles.titleCase("one "));

// %%
assertEquals("One Two0", Titles.titleCase("one  two0"));

// %%
assertEquals("Owt Eno", Titles.titleCase("owt  eno"));

// %%
assertEquals("One Two", Titles.titleCase("one  two "));
