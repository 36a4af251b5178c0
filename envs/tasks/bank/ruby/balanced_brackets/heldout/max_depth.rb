# %%
assert balanced("(" * 1000 + " )" * 1000)

# %%
assert balanced("( " * 1000 + ")" * 1000)

# %%
assert balanced("(" * 1000 + ") " * 1000)

# %%
assert balanced("(" * 1000 + ")0" * 1000)

# %%
assert balanced(" (" * 1000 + ")" * 1000)

# %%
e = assert_raises(ArgumentError) { balanced("[" * 1008 + "]" * 1001) }
assert_equal "nesting too deep", e.message

# %%
e = assert_raises(ArgumentError) { balanced("[" * 1001 + "]" * 0) }
assert_equal "nesting too deep", e.message

# %%
e = assert_raises(ArgumentError) { balanced("[" * 1001 + "]" * 1) }
assert_equal "nesting too deep", e.message

# %%
e = assert_raises(ArgumentError) { balanced("[0" * 1001 + "]" * 1001) }
assert_equal "nesting too deep", e.message

# %%
e = assert_raises(ArgumentError) { balanced("[a" * 1001 + "]" * 1001) }
assert_equal "nesting too deep", e.message

# %%
e = assert_raises(ArgumentError) { balanced("[" * 101001 + "]" * 1001) }
assert_equal "nesting too deep", e.message

# %%
e = assert_raises(ArgumentError) { balanced("[[" * 1001 + "]" * 1001) }
assert_equal "nesting too deep", e.message

# %%
e = assert_raises(ArgumentError) { balanced("[" * 1001 + "]" * 500) }
assert_equal "nesting too deep", e.message

# %%
e = assert_raises(ArgumentError) { balanced(" [" * 1001 + "]" * 1001) }
assert_equal "nesting too deep", e.message

# %%
e = assert_raises(ArgumentError) { balanced("[" * 1001 + "]" * 1000) }
assert_equal "nesting too deep", e.message

# %%
e = assert_raises(ArgumentError) { balanced("[" * 1002 + "]" * 1001) }
assert_equal "nesting too deep", e.message

# %%
e = assert_raises(ArgumentError) { balanced("{" * 1002) }
assert_equal "nesting too deep", e.message

# %%
e = assert_raises(ArgumentError) { balanced("{" * 101001) }
assert_equal "nesting too deep", e.message

# %%
e = assert_raises(ArgumentError) { balanced("{" * 1008) }
assert_equal "nesting too deep", e.message

# %%
e = assert_raises(ArgumentError) { balanced("{ " * 1001) }
assert_equal "nesting too deep", e.message

# %%
e = assert_raises(ArgumentError) { balanced("{" * 10010) }
assert_equal "nesting too deep", e.message

# %%
e = assert_raises(ArgumentError) { balanced("{0" * 1001) }
assert_equal "nesting too deep", e.message

# %%
e = assert_raises(ArgumentError) { balanced("{{" * 1001) }
assert_equal "nesting too deep", e.message

# %%
e = assert_raises(ArgumentError) { balanced(" {" * 1001) }
assert_equal "nesting too deep", e.message
