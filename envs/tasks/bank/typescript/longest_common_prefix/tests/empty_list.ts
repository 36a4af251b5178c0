// %%
assert.throws(() => longestCommonPrefix([]), { name: 'RangeError', message: "no words" });
