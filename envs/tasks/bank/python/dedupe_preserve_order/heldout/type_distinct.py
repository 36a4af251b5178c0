# %%
out = dedupe_preserve_order([1])
assert [type(x).__name__ for x in out] == ['int']

# %%
out = dedupe_preserve_order([1, True, 1.0, 1, True, 1, True, 1.0, 1, True])
assert [type(x).__name__ for x in out] == ['int', 'bool', 'float']

# %%
out = dedupe_preserve_order([1, True, 1.0, 1, True, 1])
assert [type(x).__name__ for x in out] == ['int', 'bool', 'float']

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

# %%
out = dedupe_preserve_order([-1])
assert [type(x).__name__ for x in out] == ['int']

# %%
out = dedupe_preserve_order([2])
assert [type(x).__name__ for x in out] == ['int']

# %%
out = dedupe_preserve_order([1, 2])
assert [type(x).__name__ for x in out] == ['int', 'int']

# %%
out = dedupe_preserve_order([1, True, 1.0, 1, True, 2, True, 1.0, 1, True])
assert [type(x).__name__ for x in out] == ['int', 'bool', 'float', 'int']

# %%
out = dedupe_preserve_order([True, 1.0, 1, True, 1, True, 1.0, 1, True])
assert [type(x).__name__ for x in out] == ['bool', 'float', 'int']

# %%
out = dedupe_preserve_order([1, True, 1.0, 1, True, 1, True, 1.0, 1, True, 1])
assert [type(x).__name__ for x in out] == ['int', 'bool', 'float']

# %%
out = dedupe_preserve_order([1, True, 1.0, 1, True, 1, True, 1.0, 1, True, 1, True, 1.0, 1, True, 1, True, 1.0, 1, True])
assert [type(x).__name__ for x in out] == ['int', 'bool', 'float']

# %%
out = dedupe_preserve_order([1, True, 1.0, 2, True, 1])
assert [type(x).__name__ for x in out] == ['int', 'bool', 'float', 'int']

# %%
out = dedupe_preserve_order([1, True, 1.0, 0, True, 1])
assert [type(x).__name__ for x in out] == ['int', 'bool', 'float', 'int']

# %%
out = dedupe_preserve_order([1, True, 1.0, 1, True, 1, 1])
assert [type(x).__name__ for x in out] == ['int', 'bool', 'float']

# %%
out = dedupe_preserve_order([1, True, 1.0, -1, True, 1])
assert [type(x).__name__ for x in out] == ['int', 'bool', 'float', 'int']

# %%
out = dedupe_preserve_order([True, 1.0, 1, True, 1])
assert [type(x).__name__ for x in out] == ['bool', 'float', 'int']

# %%
out = dedupe_preserve_order([False, True, 1, 1.0, True, 1])
assert [type(x).__name__ for x in out] == ['bool', 'bool', 'int', 'float']

# %%
out = dedupe_preserve_order([True, 1.0, 1, True, False])
assert [type(x).__name__ for x in out] == ['bool', 'float', 'int', 'bool']

# %%
out = dedupe_preserve_order([1, True, 1.0, 1, False, False])
assert [type(x).__name__ for x in out] == ['int', 'bool', 'float', 'bool']

# %%
out = dedupe_preserve_order([1, True, 1.0, 1, True, False, 1])
assert [type(x).__name__ for x in out] == ['int', 'bool', 'float', 'bool']

# %%
out = dedupe_preserve_order([1, True, 1.0, 1, True, False, 1, True, 1.0, 1, True, False])
assert [type(x).__name__ for x in out] == ['int', 'bool', 'float', 'bool']

# %%
out = dedupe_preserve_order([True])
assert [type(x).__name__ for x in out] == ['bool']

# %%
out = dedupe_preserve_order([True, 0.0, 1, True])
assert [type(x).__name__ for x in out] == ['bool', 'float', 'int']

# %%
out = dedupe_preserve_order([True, 0.5, 1, True])
assert [type(x).__name__ for x in out] == ['bool', 'float', 'int']

# %%
out = dedupe_preserve_order([1.0, 1, True])
assert [type(x).__name__ for x in out] == ['float', 'int', 'bool']

# %%
out = dedupe_preserve_order([True, 1.0, 1, True, True])
assert [type(x).__name__ for x in out] == ['bool', 'float', 'int']

# %%
out = dedupe_preserve_order([True, 1.5, 1, True])
assert [type(x).__name__ for x in out] == ['bool', 'float', 'int']

# %%
out = dedupe_preserve_order([True, -1.0, 1, True])
assert [type(x).__name__ for x in out] == ['bool', 'float', 'int']

# %%
out = dedupe_preserve_order([True, 1.0, 1, True, True, 1.0, 1, True])
assert [type(x).__name__ for x in out] == ['bool', 'float', 'int']

# %%
out = dedupe_preserve_order([1, True, 1.0, 1, False, 1, True, 1.0, 1, False])
assert [type(x).__name__ for x in out] == ['int', 'bool', 'float', 'bool']

# %%
out = dedupe_preserve_order([0, True, 1.0, 1, False])
assert [type(x).__name__ for x in out] == ['int', 'bool', 'float', 'int', 'bool']

# %%
out = dedupe_preserve_order([2, True, 1.0, 1, False])
assert [type(x).__name__ for x in out] == ['int', 'bool', 'float', 'int', 'bool']

# %%
out = dedupe_preserve_order([False, 1, 1.0, True, 1])
assert [type(x).__name__ for x in out] == ['bool', 'int', 'float', 'bool']

# %%
out = dedupe_preserve_order([1, True, 1.0, 1, False, 1])
assert [type(x).__name__ for x in out] == ['int', 'bool', 'float', 'bool']

# %%
out = dedupe_preserve_order([[False], [0], 0.0, False, 1])
assert [type(x).__name__ for x in out] == ['list', 'float', 'bool', 'int']

# %%
out = dedupe_preserve_order([[False]])
assert [type(x).__name__ for x in out] == ['list']

# %%
out = dedupe_preserve_order([[False], [0], 0.0, False, 0, [False]])
assert [type(x).__name__ for x in out] == ['list', 'float', 'bool', 'int']

# %%
out = dedupe_preserve_order([[False], [0], 0.0, False, 0, 1])
assert [type(x).__name__ for x in out] == ['list', 'float', 'bool', 'int', 'int']

# %%
out = dedupe_preserve_order([[False], [0], 0.0, False, -1])
assert [type(x).__name__ for x in out] == ['list', 'float', 'bool', 'int']

# %%
out = dedupe_preserve_order([[False], [0], 0.0, False, 0, [False], [0], 0.0, False, 0])
assert [type(x).__name__ for x in out] == ['list', 'float', 'bool', 'int']

# %%
out = dedupe_preserve_order([[False], [0], 0.0, False])
assert [type(x).__name__ for x in out] == ['list', 'float', 'bool']

# %%
out = dedupe_preserve_order([[0], 0.0, False, 0])
assert [type(x).__name__ for x in out] == ['list', 'float', 'bool', 'int']

# %%
out = dedupe_preserve_order([False])
assert [type(x).__name__ for x in out] == ['bool']

# %%
out = dedupe_preserve_order([0.0, [0], [False]])
assert [type(x).__name__ for x in out] == ['float', 'list']

# %%
out = dedupe_preserve_order([False, 0.0, [0], [False, False]])
assert [type(x).__name__ for x in out] == ['bool', 'float', 'list', 'list']

# %%
out = dedupe_preserve_order([False, 0.0, [0], [False], False, 0.0, [0], [False]])
assert [type(x).__name__ for x in out] == ['bool', 'float', 'list']

# %%
out = dedupe_preserve_order([False, 0.0, [0]])
assert [type(x).__name__ for x in out] == ['bool', 'float', 'list']

# %%
out = dedupe_preserve_order([False, 0.0, [0], []])
assert [type(x).__name__ for x in out] == ['bool', 'float', 'list', 'list']

# %%
out = dedupe_preserve_order([False, 0.0, [0], [False], []])
assert [type(x).__name__ for x in out] == ['bool', 'float', 'list', 'list']

# %%
out = dedupe_preserve_order([0, 1])
assert [type(x).__name__ for x in out] == ['int', 'int']

# %%
out = dedupe_preserve_order([0, False, 0.0, []])
assert [type(x).__name__ for x in out] == ['int', 'bool', 'float', 'list']

# %%
out = dedupe_preserve_order([0, False, 0.0, [0], 0])
assert [type(x).__name__ for x in out] == ['int', 'bool', 'float', 'list']

# %%
out = dedupe_preserve_order([0, False, 0.0, [0], []])
assert [type(x).__name__ for x in out] == ['int', 'bool', 'float', 'list', 'list']

# %%
out = dedupe_preserve_order([0, False, 0.0, [0], 0, False, 0.0, [0]])
assert [type(x).__name__ for x in out] == ['int', 'bool', 'float', 'list']

# %%
out = dedupe_preserve_order([0, False, 0.0, [0, 0]])
assert [type(x).__name__ for x in out] == ['int', 'bool', 'float', 'list']

# %%
out = dedupe_preserve_order([0, False, 0.0, [0], [False], 0, 1])
assert [type(x).__name__ for x in out] == ['int', 'bool', 'float', 'list', 'int']

# %%
out = dedupe_preserve_order([0, [False], [0], 0.0, False, 0])
assert [type(x).__name__ for x in out] == ['int', 'list', 'float', 'bool']

# %%
out = dedupe_preserve_order([0, False, 0.0, [0], [False], 0, 0])
assert [type(x).__name__ for x in out] == ['int', 'bool', 'float', 'list']

# %%
out = dedupe_preserve_order([0, True, 0.0, [0], [False], 0])
assert [type(x).__name__ for x in out] == ['int', 'bool', 'float', 'list']

# %%
out = dedupe_preserve_order([0, True, 0.0, [0]])
assert [type(x).__name__ for x in out] == ['int', 'bool', 'float', 'list']

# %%
out = dedupe_preserve_order([0, True, 0.0, [0], [False], []])
assert [type(x).__name__ for x in out] == ['int', 'bool', 'float', 'list', 'list']

# %%
out = dedupe_preserve_order([0, True, 0.0, [0], [False, False]])
assert [type(x).__name__ for x in out] == ['int', 'bool', 'float', 'list', 'list']

# %%
out = dedupe_preserve_order([[False], [0], 0.0, True, 0])
assert [type(x).__name__ for x in out] == ['list', 'float', 'bool', 'int']

# %%
out = dedupe_preserve_order([True, 0.0, [0], [False]])
assert [type(x).__name__ for x in out] == ['bool', 'float', 'list']

# %%
out = dedupe_preserve_order([0, True, 0.0, [0], [False], 0, True, 0.0, [0], [False]])
assert [type(x).__name__ for x in out] == ['int', 'bool', 'float', 'list']

# %%
out = dedupe_preserve_order([0, False, 0.0, [0], [False], [], 0, False, 0.0, [0], [False], []])
assert [type(x).__name__ for x in out] == ['int', 'bool', 'float', 'list', 'list']

# %%
out = dedupe_preserve_order([0, False, 0.0, [], [False], []])
assert [type(x).__name__ for x in out] == ['int', 'bool', 'float', 'list', 'list']

# %%
out = dedupe_preserve_order([0, False, 0.0, [0], [False], [], 0])
assert [type(x).__name__ for x in out] == ['int', 'bool', 'float', 'list', 'list']

# %%
out = dedupe_preserve_order([0, False, 0.0, [0, 0], [False], []])
assert [type(x).__name__ for x in out] == ['int', 'bool', 'float', 'list', 'list', 'list']

# %%
out = dedupe_preserve_order([0, False, 0.0, [0], [False], 0, False, 0.0, [0], [False], []])
assert [type(x).__name__ for x in out] == ['int', 'bool', 'float', 'list', 'list']

# %%
out = dedupe_preserve_order([0, False, 0.0, [0], [False], 0, False, 0.0, [], [False]])
assert [type(x).__name__ for x in out] == ['int', 'bool', 'float', 'list', 'list']

# %%
out = dedupe_preserve_order([False, 0.0, [0], [False], 0, False, 0.0, [0], [False]])
assert [type(x).__name__ for x in out] == ['bool', 'float', 'list', 'int']

# %%
out = dedupe_preserve_order([0, False, 0.0, [0], [False], 0, False, 0.0, [0, 0], [False]])
assert [type(x).__name__ for x in out] == ['int', 'bool', 'float', 'list', 'list']

# %%
out = dedupe_preserve_order([0, False, 0.0, [0], [False], 0, False, 0.0, [0], [False], 0])
assert [type(x).__name__ for x in out] == ['int', 'bool', 'float', 'list']
