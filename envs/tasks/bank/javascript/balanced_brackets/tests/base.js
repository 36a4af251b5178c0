// %%
assert.deepStrictEqual(isBalanced("([]{})"), true);

// %%
assert.deepStrictEqual(isBalanced("([)]"), false);

// %%
assert.deepStrictEqual(isBalanced(""), true);

// %%
assert.deepStrictEqual(isBalanced("f(x[1]) { return; }"), true);

// %%
assert.deepStrictEqual(isBalanced("(("), false);

// %%
assert.deepStrictEqual(isBalanced("}"), false);
