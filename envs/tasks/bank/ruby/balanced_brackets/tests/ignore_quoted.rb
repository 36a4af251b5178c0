# %%
assert balanced('print(")")')

# %%
assert balanced(%q(a = '[' + "{"))

# %%
assert balanced(%q{f("it's")})

# %%
refute balanced("'(")

# %%
assert balanced("('(')")
