# %%
assert balanced_with("<a>(b)", "()<>")

# %%
refute balanced_with("<(>)", "()<>")

# %%
assert balanced_with("[(])", "()")

# %%
e = assert_raises(ArgumentError) { balanced_with("()", "()<") }
assert_equal "pairs must have an even length", e.message
