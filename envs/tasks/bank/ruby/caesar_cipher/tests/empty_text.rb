# %%
e = assert_raises(ArgumentError) { caesar_cipher("", 3) }
assert_equal "text must not be empty", e.message

# %%
assert_equal " ", caesar_cipher(" ", 3)
