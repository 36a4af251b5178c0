# %%
assert balanced_with("<a>(b) ", "()<>")

# %%
assert balanced_with("<a>(b)", "()<>()<>")

# %%
assert balanced_with("<a>(b)", "")

# %%
assert balanced_with("<a>(b)", "()")

# %%
refute balanced_with("<", "()<>")

# %%
refute balanced_with("<(>) ", "()<>")

# %%
refute balanced_with("(>)", "()<>")

# %%
refute balanced_with("<(>)<(>)", "()<>")

# %%
refute balanced_with("<(>)", "><)(")

# %%
refute balanced_with("<(", "()<>")

# %%
refute balanced_with("<(>)a", "()<>")

# %%
assert balanced_with("[[(])", "()")

# %%
assert balanced_with("(])", "()")

# %%
assert balanced_with("[(])", "()()")

# %%
assert balanced_with("[(])a", "()")

# %%
assert balanced_with("[(])[(])", "()")

# %%
assert balanced_with(" [(])", "()")

# %%
e = assert_raises(ArgumentError) { balanced_with("()0", "()<") }
assert_equal "pairs must have an even length", e.message

# %%
e = assert_raises(ArgumentError) { balanced_with("()", "(") }
assert_equal "pairs must have an even length", e.message

# %%
e = assert_raises(ArgumentError) { balanced_with("", "()<") }
assert_equal "pairs must have an even length", e.message

# %%
e = assert_raises(ArgumentError) { balanced_with("()a", "()<") }
assert_equal "pairs must have an even length", e.message

# %%
e = assert_raises(ArgumentError) { balanced_with("()()", "()<") }
assert_equal "pairs must have an even length", e.message

# %%
e = assert_raises(ArgumentError) { balanced_with("() ", "()<") }
assert_equal "pairs must have an even length", e.message

# %%
e = assert_raises(ArgumentError) { balanced_with("(()", "()<") }
assert_equal "pairs must have an even length", e.message
