# %%
assert is_balanced('([]{})') is True

# %% held-out
assert is_balanced('a(b)c[d]') is True

# %% held-out
assert is_balanced('') is True

# %% held-out
assert is_balanced('([)]') is False

# %% held-out
assert is_balanced('((') is False

# %% held-out
assert is_balanced('}{') is False
