# %%
assert balanced(%q(a = '[' + "{ "))

# %%
assert balanced(%q(a = '[' + " {"))

# %%
assert balanced(%q(a = '[' + "{{"))

# %%
assert balanced(%q(a = '[' + ""))

# %%
assert balanced(%q(a = '[' + "{a"))

# %%
assert balanced(%q(a = '[' + "{0"))
