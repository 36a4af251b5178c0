# %%
assert is_balanced('([]{})') is True

# %%
assert is_balanced('a(b)c[d]') is True

# %%
assert is_balanced('') is True

# %%
assert is_balanced('([)]') is False

# %%
assert is_balanced('((') is False

# %%
assert is_balanced('}{') is False
