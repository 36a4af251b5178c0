// %%
assert.deepStrictEqual(isBalancedWith("<<a>(b)", "()<>"), false);

// %%
assert.deepStrictEqual(isBalancedWith("", "()<>"), true);

// %%
assert.deepStrictEqual(isBalancedWith("<(>)", "()<>()<>"), false);

// %%
assert.deepStrictEqual(isBalancedWith("<(>)", ""), true);

// %%
assert.deepStrictEqual(isBalancedWith(")>(<", "()<>"), false);

// %%
assert.deepStrictEqual(isBalancedWith("<(>)", "><)("), false);

// %%
assert.deepStrictEqual(isBalancedWith("<(>", "()<>"), false);

// %%
assert.deepStrictEqual(isBalancedWith("<<(>)", "()<>"), false);

// %%
assert.deepStrictEqual(isBalancedWith("(>)", "()<>"), false);

// %%
assert.deepStrictEqual(isBalancedWith("[[(])", "()"), true);

// %%
assert.deepStrictEqual(isBalancedWith(" [(])", "()"), true);

// %%
assert.deepStrictEqual(isBalancedWith("[(", "()"), false);

// %%
assert.deepStrictEqual(isBalancedWith("[", "()"), true);

// %%
assert.deepStrictEqual(isBalancedWith("[(])[(])", "()"), true);

// %%
assert.deepStrictEqual(isBalancedWith("[(])", ""), true);

// %%
assert.deepStrictEqual(isBalancedWith("[(])a", "()"), true);

// %%
assert.deepStrictEqual(isBalancedWith("[(])", "()()"), true);

// %%
assert.throws(() => isBalancedWith("() ", "()<"), { name: 'RangeError', message: "pairs must have an even length" });

// %%
assert.throws(() => isBalancedWith("()0", "()<"), { name: 'RangeError', message: "pairs must have an even length" });

// %%
assert.throws(() => isBalancedWith("()", "("), { name: 'RangeError', message: "pairs must have an even length" });

// %%
assert.throws(() => isBalancedWith("(", "()<"), { name: 'RangeError', message: "pairs must have an even length" });

// %%
assert.throws(() => isBalancedWith(" ()", "()<"), { name: 'RangeError', message: "pairs must have an even length" });

// %%
assert.throws(() => isBalancedWith("(()", "()<"), { name: 'RangeError', message: "pairs must have an even length" });

// %%
assert.throws(() => isBalancedWith(")(", "()<"), { name: 'RangeError', message: "pairs must have an even length" });
