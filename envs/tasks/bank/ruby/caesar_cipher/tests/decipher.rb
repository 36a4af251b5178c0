# %%
assert_equal "Hello, World!", caesar_decipher("Khoor, Zruog!", 3)

# %%
assert_equal "xyz", caesar_decipher("abc", 29)

# %%
assert_equal "abc", caesar_decipher("zab", -1)
