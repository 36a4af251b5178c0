# %%
assert is_balanced('print(")")') is True

# %%
assert is_balanced("x = '(' + y") is True

# %%
assert is_balanced('f("it\'s")') is True

# %%
assert is_balanced('")"(') is False

# %%
assert is_balanced('a\'(') is False
