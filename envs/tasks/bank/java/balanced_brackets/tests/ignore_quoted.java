// %%
assertEquals(true, Brackets.isBalanced("print(\")\")"));

// %%
assertEquals(true, Brackets.isBalanced("a = '[' + \"{\""));

// %%
assertEquals(true, Brackets.isBalanced("f(\"it's\")"));

// %%
assertEquals(false, Brackets.isBalanced("'("));

// %%
assertEquals(true, Brackets.isBalanced("('(')"));
