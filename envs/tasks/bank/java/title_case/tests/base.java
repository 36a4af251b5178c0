// %%
assertEquals("Hello World", Titles.titleCase("hello world"));

// %%
assertEquals("Python Code", Titles.titleCase("pYTHON cODE"));

// %%
assertEquals("X", Titles.titleCase("x"));

// %%
assertEquals("42 Apples", Titles.titleCase("42 apples"));
