# %%
assert balanced(" ([]{})")

# %%
assert balanced("([]{})([]{})")

# %%
assert balanced("([]{})0")

# %%
refute balanced("([")

# %%
refute balanced("[)]")

# %%
refute balanced("])[(")

# %%
refute balanced("([)]a")

# %%
refute balanced("(")

# %%
refute balanced("(([)]")

# %%
assert balanced(" ")

# %%
assert balanced("f(x[1]) { return; }f(x[1]) { return; }")

# %%
assert balanced("F(X[1]) { Return; }")

# %%
assert balanced("f(x[1]) { return; }a")

# %%
assert balanced("f(x[1]) { return; }0")

# %%
assert balanced(" f(x[1]) { return; }")

# %%
assert balanced("f")

# %%
assert balanced("F(X[1]) { RETURN; }")

# %%
refute balanced("(((")

# %%
refute balanced("((0")

# %%
refute balanced(" ((")

# %%
refute balanced("(( ")

# %%
refute balanced("}}")

# %%
refute balanced("} ")

# %%
refute balanced("}a")
