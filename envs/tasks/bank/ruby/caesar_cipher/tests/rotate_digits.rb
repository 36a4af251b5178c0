# %%
assert_equal "b2", caesar_cipher("a1", 1)

# %%
assert_equal "0", caesar_cipher("9", 1)

# %%
assert_equal "9", caesar_cipher("0", -1)

# %%
assert_equal "Ebbz 434", caesar_cipher("Room 101", 13)
