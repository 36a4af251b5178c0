// %%
assertEquals("The Lord of the Rings", Titles.titleCase("the lord of the rings"));

// %%
assertEquals("War and Peace", Titles.titleCase("war AND peace"));

// %%
assertEquals("A Tale in an Hour", Titles.titleCase("a tale in an hour"));
