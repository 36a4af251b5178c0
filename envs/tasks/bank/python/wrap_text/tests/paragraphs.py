# %%
assert wrap_text('aa bb\n\ncc', 5) == ['aa bb', '', 'cc']

# %%
assert wrap_text('aa\n\n\n\nbb', 5) == ['aa', '', 'bb']

# %%
assert wrap_text('a b c d\n\ne', 3) == ['a b', 'c d', '', 'e']
