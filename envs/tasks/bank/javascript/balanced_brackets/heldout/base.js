// %%
assert.deepStrictEqual(isBalanced("("), false);

// %%
assert.deepStrictEqual(isBalanced(")}{][("), false);

// %%
assert.deepStrictEqual(isBalanced("([]{})([]{})"), true);

// %%
assert.deepStrictEqual(isBalanced("(([]{})"), false);

// %%
assert.deepStrictEqual(isBalanced(" ([)]"), false);

// %%
assert.deepStrictEqual(isBalanced("(["), false);

// %%
assert.deepStrictEqual(isBalanced("([)] "), false);

// %%
assert.deepStrictEqual(isBalanced("])[("), false);

// %%
assert.deepStrictEqual(isBalanced("(([)]"), false);

// %%
assert.deepStrictEqual(isBalanced(" "), true);

// %%
assert.deepStrictEqual(isBalanced("a"), true);

// %%
assert.deepStrictEqual(isBalanced("(x[1]) { return; }"), true);

// %%
assert.deepStrictEqual(isBalanced("F(X[1]) { RETURN; }"), true);

// %%
assert.deepStrictEqual(isBalanced("f(x[1]) { return; } "), true);

// %%
assert.deepStrictEqual(isBalanced("f"), true);

// %%
assert.deepStrictEqual(isBalanced("f(x[1]) { return; }0"), true);

// %%
assert.deepStrictEqual(isBalanced("} ;nruter { )]1[x(f"), false);

// %%
assert.deepStrictEqual(isBalanced("f(x[1]) { return; "), false);

// %%
assert.deepStrictEqual(isBalanced("f(x[1]) { return; }a"), true);

// %%
assert.deepStrictEqual(isBalanced("f(x[1])  {  return;  }"), true);

// %%
assert.deepStrictEqual(isBalanced(" (("), false);

// %%
assert.deepStrictEqual(isBalanced("} "), false);

// %%
assert.deepStrictEqual(isBalanced(" }"), false);

// %%
assert.deepStrictEqual(isBalanced("}0"), false);
