# %%
out = dedupe_preserve_order([1])
assert [type(x).__name__ for x in out] == ['int']

# %%
out = dedupe_preserve_order([])
assert [type(x).__name__ for x in out] == []

# %%
out = dedupe_preserve_order([1, True, 1.0, 1, True, 1, True, 1.0, 1, True])
assert [type(x).__name__ for x in out] == ['int', 'bool', 'float']

# %%
out = dedupe_preserve_order([1, True, 1.0, 1, True, 1])
assert [type(x).__name__ for x in out] == ['int', 'bool', 'float']

# %%
out = dedupe_preserve_order([1, True, 1.0, 1, True, False])
assert [type(x).__name__ for x in out] == ['int', 'bool', 'float', 'bool']

# %%
out = dedupe_preserve_order([True, 1.0, 1, True])
assert [type(x).__name__ for x in out] == ['bool', 'float', 'int']

# %%
out = dedupe_preserve_order([1, True, 1.0, 1, False])
assert [type(x).__name__ for x in out] == ['int', 'bool', 'float', 'bool']

# %%
out = dedupe_preserve_order([[False], [0], 0.0, False, 0])
assert [type(x).__name__ for x in out] == ['list', 'float', 'bool', 'int']

# %%
out = dedupe_preserve_order([False, 0.0, [0], [False]])
assert [type(x).__name__ for x in out] == ['bool', 'float', 'list']

# %%
out = dedupe_preserve_order([0])
assert [type(x).__name__ for x in out] == ['int']

# %%
out = dedupe_preserve_order([0, False, 0.0, [0]])
assert [type(x).__name__ for x in out] == ['int', 'bool', 'float', 'list']

# %%
out = dedupe_preserve_order([0, False, 0.0, [0], [False], 0])
assert [type(x).__name__ for x in out] == ['int', 'bool', 'float', 'list']

# %%
out = dedupe_preserve_order([0, True, 0.0, [0], [False]])
assert [type(x).__name__ for x in out] == ['int', 'bool', 'float', 'list']

# %%
out = dedupe_preserve_order([0, False, 0.0, [0], [False], []])
assert [type(x).__name__ for x in out] == ['int', 'bool', 'float', 'list', 'list']

# %%
out = dedupe_preserve_order([0, False, 0.0, [0], [False], 0, False, 0.0, [0], [False]])
assert [type(x).__name__ for x in out] == ['int', 'bool', 'float', 'list']
