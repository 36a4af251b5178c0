# %%
assert wrap_text('aa bb\n\ncc', 5) == ['aa bb', '', 'cc']

# %% held-out
assert wrap_text('aa\n\n\n\nbb', 5) == ['aa', '', 'bb']

# %% held-out
assert wrap_text('a b c d\n\ne', 3) == ['a b', 'c d', '', 'e']
