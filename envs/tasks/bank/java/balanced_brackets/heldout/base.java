// %%
assertEquals(false, Brackets.isBalanced("([]{}"));

// %%
assertEquals(false, Brackets.isBalanced("("));

// %%
assertEquals(true, Brackets.isBalanced("([]{})a"));

// %%
assertEquals(true, Brackets.isBalanced("([]{}) "));

// %%
assertEquals(false, Brackets.isBalanced("([)]a"));

// %%
assertEquals(false, Brackets.isBalanced("(["));

// %%
assertEquals(false, Brackets.isBalanced("([)"));

// %%
assertEquals(false, Brackets.isBalanced("([)]([)]"));

// %%
assertEquals(false, Brackets.isBalanced(" ([)]"));

// %%
assertEquals(true, Brackets.isBalanced("a"));

// %%
assertEquals(true, Brackets.isBalanced("0"));

// %%
assertEquals(true, Brackets.isBalanced("f(x[1]) { return; }0"));

// %%
assertEquals(true, Brackets.isBalanced("F(X[1]) { RETURN; }"));

// %%
assertEquals(true, Brackets.isBalanced("(x[1]) { return; }"));

// %%
assertEquals(true, Brackets.isBalanced("ff(x[1]) { return; }"));

// %%
assertEquals(false, Brackets.isBalanced("} ;nruter { )]1[x(f"));

// %%
assertEquals(true, Brackets.isBalanced("f(x[1]) { return; }f(x[1]) { return; }"));

// %%
assertEquals(false, Brackets.isBalanced("((0"));

// %%
assertEquals(false, Brackets.isBalanced("(( "));

// %%
assertEquals(false, Brackets.isBalanced("} "));

// %%
assertEquals(false, Brackets.isBalanced("}}"));

// %%
assertEquals(false, Brackets.isBalanced("}0"));

// %%
assertEquals(false, Brackets.isBalanced("}a"));

// %%
assertEquals(false, Brackets.isBalanced(" }"));
