# %%
assert balanced("([]{})")

# %%
refute balanced("([)]")

# %%
assert balanced("")

# %%
assert balanced("f(x[1]) { return; }")

# %%
refute balanced("((")

# %%
refute balanced("}")
