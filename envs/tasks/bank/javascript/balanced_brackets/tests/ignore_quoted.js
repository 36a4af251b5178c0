// %%
assert.deepStrictEqual(isBalanced("print(\")\")"), true);

// %%
assert.deepStrictEqual(isBalanced("a = '[' + \"{\""), true);

// %%
assert.deepStrictEqual(isBalanced("f(\"it's\")"), true);

// %%
assert.deepStrictEqual(isBalanced("'("), false);

// %%
assert.deepStrictEqual(isBalanced("('(')"), true);
