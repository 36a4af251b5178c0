# %%
out = dedupe_preserve_order([1, True, 1.0, 1, True])
assert [type(x).__name__ for x in out] == ['int', 'bool', 'float']

# %% held-out
out = dedupe_preserve_order([0, False, 0.0, [0], [False]])
assert [type(x).__name__ for x in out] == ['int', 'bool', 'float', 'list']
