// %%
assertEquals(true, Brackets.isBalanced("([]{})"));

// %%
assertEquals(false, Brackets.isBalanced("([)]"));

// %%
assertEquals(true, Brackets.isBalanced(""));

// %%
assertEquals(true, Brackets.isBalanced("f(x[1]) { return; }"));

// %%
assertEquals(false, Brackets.isBalanced("(("));

// %%
assertEquals(false, Brackets.isBalanced("}"));
