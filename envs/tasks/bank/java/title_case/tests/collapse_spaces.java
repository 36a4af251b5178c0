// %%
assertEquals("Hello World", Titles.titleCase("  hello   world "));

// %%
assertEquals("One Two", Titles.titleCase("one  two"));
