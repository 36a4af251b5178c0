# %%
assert balanced("(" * 1000 + ")" * 1000)

# %%
e = assert_raises(ArgumentError) { balanced("[" * 1001 + "]" * 1001) }
assert_equal "nesting too deep", e.message

# %%
e = assert_raises(ArgumentError) { balanced("{" * 1001) }
assert_equal "nesting too deep", e.message
