// %%
assertEquals("Hhello World", Titles.titleCase("hhello world"));

// %%
assertEquals("Hello World", Titles.titleCase("Hello World"));

// %%
assertEquals("Hello Worldhello World", Titles.titleCase("hello worldhello world"));

// %%
assertEquals("Hello World", Titles.titleCase("HELLO WORLD"));

// %%
assertEquals("Hello", Titles.titleCase("hello"));

// %%
assertEquals("Hello Worl", Titles.titleCase("hello worl"));

// %%
assertEquals("Ello World", Titles.titleCase("ello world"));

// %%
assertEquals("Hello Worlda", Titles.titleCase("hello worlda"));

// %%
assertEquals("H", Titles.titleCase("h"));

// %%
assertEquals("Pytho", Titles.titleCase("pYTHO"));

// %%
assertEquals("Python Code", Titles.titleCase("PYTHON CODE"));

// %%
assertEquals("Ppython Code", Titles.titleCase("ppYTHON cODE"));

// %%
assertEquals("Ython Code", Titles.titleCase("YTHON cODE"));

// %%
assertEquals("Python Code", Titles.titleCase("Python Code"));

// %%
assertEquals("Python Codea", Titles.titleCase("pYTHON cODEa"));

// %%
assertEquals("Python Code0", Titles.titleCase("pYTHON cODE0"));

// %%
assertEquals("Xa", Titles.titleCase("xa"));

// %%
assertEquals("X", Titles.titleCase("X"));

// %%
assertEquals("Xx", Titles.titleCase("xx"));

// %%
assertEquals("42 Apples42 Apples", Titles.titleCase("42 apples42 apples"));

// %%
assertEquals("42 Apple", Titles.titleCase("42 apple"));

// %%
assertEquals("2 Apples", Titles.titleCase("2 apples"));

// %%
assertEquals("Selppa 24", Titles.titleCase("selppa 24"));

// %%
assertEquals("442 Apples", Titles.titleCase("442 apples"));
