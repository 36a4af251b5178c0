// %%
assert.deepStrictEqual(isBalancedWith("<a>(b)", "><)("), false);

// %%
assert.deepStrictEqual(isBalancedWith("<a>(b)a", "()<>"), true);

// %%
assert.deepStrictEqual(isBalancedWith(")b(>a<", "()<>"), false);

// %%
assert.deepStrictEqual(isBalancedWith("<", "()<>"), false);

// %%
assert.deepStrictEqual(isBalancedWith("<a>(b", "()<>"), false);

// %%
assert.deepStrictEqual(isBalancedWith(" <a>(b)", "()<>"), true);

// %%
assert.deepStrictEqual(isBalancedWith("<a>", "()<>"), true);

// %%
assert.deepStrictEqual(isBalancedWith("", "()<>"), true);

// %%
assert.deepStrictEqual(isBalancedWith("<A>(B)", "()<>"), true);

// %%
assert.deepStrictEqual(isBalancedWith(" <(>)", "()<>"), false);

// %%
assert.deepStrictEqual(isBalancedWith("<(>)", "()"), true);

// %%
assert.deepStrictEqual(isBalancedWith("<(>)", "><)("), false);

// %%
assert.deepStrictEqual(isBalancedWith("<(>) ", "()<>"), false);

// %%
assert.deepStrictEqual(isBalancedWith("[(", "()"), false);

// %%
assert.deepStrictEqual(isBalancedWith("", "()"), true);

// %%
assert.deepStrictEqual(isBalancedWith("[", "()"), true);

// %%
assert.deepStrictEqual(isBalancedWith("[(]) ", "()"), true);

// %%
assert.deepStrictEqual(isBalancedWith("[(])[(])", "()"), true);

// %%
assert.deepStrictEqual(isBalancedWith(" [(])", "()"), true);

// %%
assert.deepStrictEqual(isBalancedWith("[(])", ")("), false);

// %%
assert.throws(() => isBalancedWith("", "()<"), { name: 'RangeError', message: "pairs must have an even length" });

// %%
assert.throws(() => isBalancedWith("(()", "()<"), { name: 'RangeError', message: "pairs must have an even length" });

// %%
assert.throws(() => isBalancedWith("() ", "()<"), { name: 'RangeError', message: "pairs must have an even length" });

// %%
assert.throws(() => isBalancedWith("()()", "()<"), { name: 'RangeError', message: "pairs must have an even length" });
