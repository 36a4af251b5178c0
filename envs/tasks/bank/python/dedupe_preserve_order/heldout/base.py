# %%
assert dedupe_preserve_order([1, 3, 2, 1]) == [1, 3, 2]

# %%
assert dedupe_preserve_order([3, 1, 3, 2, -1]) == [3, 1, 2, -1]

# %%
assert dedupe_preserve_order([3, 1, 3, 2, 2]) == [3, 1, 2]

# %%
assert dedupe_preserve_order([1, 1, 2, 3, 3]) == [1, 2, 3]

# %%
assert dedupe_preserve_order([3, 1, 3, 2]) == [3, 1, 2]

# %%
assert dedupe_preserve_order([1, 2, 3, 1, 3]) == [1, 2, 3]

# %%
assert dedupe_preserve_order([3, 1, 3, 2, 1, 3]) == [3, 1, 2]

# %%
assert dedupe_preserve_order([3, 1, 3, 2, 1, 2]) == [3, 1, 2]

# %%
assert dedupe_preserve_order([3, 1, 3, 2, 0]) == [3, 1, 2, 0]

# %%
assert dedupe_preserve_order([3]) == [3]

# %%
assert dedupe_preserve_order([3, 3, 2, 1, 1]) == [3, 2, 1]

# %%
assert dedupe_preserve_order([3, 1, 3, 2, 1, 3, 1, 3, 2, 1]) == [3, 1, 2]

# %%
assert dedupe_preserve_order('banana ') == ['b', 'a', 'n', ' ']

# %%
assert dedupe_preserve_order('banan') == ['b', 'a', 'n']

# %%
assert dedupe_preserve_order('bananaé') == ['b', 'a', 'n', 'é']

# %%
assert dedupe_preserve_order('anana') == ['a', 'n']

# %%
assert dedupe_preserve_order('ban') == ['b', 'a', 'n']

# %%
assert dedupe_preserve_order('banana0') == ['b', 'a', 'n', '0']

# %%
assert dedupe_preserve_order(' banana') == [' ', 'b', 'a', 'n']

# %%
assert dedupe_preserve_order('bananabanana') == ['b', 'a', 'n']

# %%
assert dedupe_preserve_order('') == []

# %%
assert dedupe_preserve_order('bbanana') == ['b', 'a', 'n']

# %%
assert dedupe_preserve_order('b') == ['b']

# %%
assert dedupe_preserve_order('ananab') == ['a', 'n', 'b']

# %%
assert dedupe_preserve_order('BANANA') == ['B', 'A', 'N']

# %%
assert dedupe_preserve_order('Banana') == ['B', 'a', 'n']

# %%
assert dedupe_preserve_order('ßbanana') == ['ß', 'b', 'a', 'n']
