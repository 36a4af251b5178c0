# %%
assert_equal "bcd", caesar_cipher("abc", 1)

# %%
assert_equal "abc", caesar_cipher("xyz", 3)

# %%
assert_equal "Khoor, Zruog!", caesar_cipher("Hello, World!", 3)

# %%
assert_equal "zab", caesar_cipher("abc", -1)

# %%
assert_equal "bcd", caesar_cipher("abc", 27)
