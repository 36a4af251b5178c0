// %%
assert.throws(() => titleCase(" "), { name: 'RangeError', message: "text must not be blank" });

// %%
assert.throws(() => titleCase("    "), { name: 'RangeError', message: "text must not be blank" });

// %%
assert.throws(() => titleCase("      "), { name: 'RangeError', message: "text must not be blank" });

// %%
assert.throws(() => titleCase("  "), { name: 'RangeError', message: "text must not be blank" });
