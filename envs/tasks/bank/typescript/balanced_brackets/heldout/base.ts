// %%
assert.deepStrictEqual(isBalanced(")}{][("), false);

// %%
assert.deepStrictEqual(isBalanced("([]{})([]{})"), true);

// %%
assert.deepStrictEqual(isBalanced("([]{}) "), true);

// %%
assert.deepStrictEqual(isBalanced("([]{})a"), true);

// %%
assert.deepStrictEqual(isBalanced("([]{})0"), true);

// %%
assert.deepStrictEqual(isBalanced("(([]{})"), false);

// %%
assert.deepStrictEqual(isBalanced("])[("), false);

// %%
assert.deepStrictEqual(isBalanced("([)] "), false);

// %%
assert.deepStrictEqual(isBalanced("([)]a"), false);

// %%
assert.deepStrictEqual(isBalanced(" ([)]"), false);

// %%
assert.deepStrictEqual(isBalanced("(["), false);

// %%
assert.deepStrictEqual(isBalanced("([)]([)]"), false);

// %%
assert.deepStrictEqual(isBalanced("(([)]"), false);

// %%
assert.deepStrictEqual(isBalanced("([)]0"), false);

// %%
assert.deepStrictEqual(isBalanced(" "), true);

// %%
assert.deepStrictEqual(isBalanced("f(x[1]) { return; }f(x[1]) { return; }"), true);

// %%
assert.deepStrictEqual(isBalanced("F(X[1]) { RETURN; }"), true);

// %%
assert.deepStrictEqual(isBalanced("F(X[1]) { Return; }"), true);

// %%
assert.deepStrictEqual(isBalanced("f(x[1]) { return; } "), true);

// %%
assert.deepStrictEqual(isBalanced("((0"), false);

// %%
assert.deepStrictEqual(isBalanced("(((("), false);

// %%
assert.deepStrictEqual(isBalanced("((("), false);

// %%
assert.deepStrictEqual(isBalanced("} "), false);

// %%
assert.deepStrictEqual(isBalanced("}0"), false);
