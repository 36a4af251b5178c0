# %%
assert is_balanced('print(")")') is True

# %% held-out
assert is_balanced("x = '(' + y") is True

# %% held-out
assert is_balanced('f("it\'s")') is True

# %% held-out
assert is_balanced('")"(') is False

# %% held-out
assert is_balanced('a\'(') is False
