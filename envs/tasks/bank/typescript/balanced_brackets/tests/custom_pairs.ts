// %%
assert.deepStrictEqual(isBalancedWith("<a>(b)", "()<>"), true);

// %%
assert.deepStrictEqual(isBalancedWith("<(>)", "()<>"), false);

// %%
assert.deepStrictEqual(isBalancedWith("[(])", "()"), true);

// %%
assert.throws(() => isBalancedWith("()", "()<"), { name: 'RangeError', message: "pairs must have an even length" });
