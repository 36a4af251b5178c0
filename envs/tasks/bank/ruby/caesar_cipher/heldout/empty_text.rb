# %%
e = assert_raises(ArgumentError) { caesar_cipher("", 1) }
assert_equal "text must not be empty", e.message

# %%
e = assert_raises(ArgumentError) { caesar_cipher("", 30) }
assert_equal "text must not be empty", e.message

# %%
e = assert_raises(ArgumentError) { caesar_cipher("", 6) }
assert_equal "text must not be empty", e.message

# %%
e = assert_raises(ArgumentError) { caesar_cipher("", 0) }
assert_equal "text must not be empty", e.message

# %%
e = assert_raises(ArgumentError) { caesar_cipher("", 100003) }
assert_equal "text must not be empty", e.message

# %%
e = assert_raises(ArgumentError) { caesar_cipher("", 2) }
assert_equal "text must not be empty", e.message

# %%
e = assert_raises(ArgumentError) { caesar_cipher("", 4) }
assert_equal "text must not be empty", e.message

# %%
e = assert_raises(ArgumentError) { caesar_cipher("", 10) }
assert_equal "text must not be empty", e.message

# %%
assert_equal " ", caesar_cipher(" ", 30)

# %%
assert_equal " ", caesar_cipher(" ", 1)

# %%
assert_equal " ", caesar_cipher(" ", 0)

# %%
assert_equal " ", caesar_cipher(" ", 4)

# %%
assert_equal " d", caesar_cipher(" a", 3)

# %%
assert_equal " ", caesar_cipher(" ", 2)

# %%
assert_equal "  ", caesar_cipher("  ", 3)

# %%
assert_equal " ", caesar_cipher(" ", 6)

# %%
assert_equal " ", caesar_cipher(" ", 10)

# %%
assert_equal " ", caesar_cipher(" ", 100003)
