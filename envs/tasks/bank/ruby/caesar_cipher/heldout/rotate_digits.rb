# %%
assert_equal " b2", caesar_cipher(" a1", 1)

# %%
assert_equal "b2b2", caesar_cipher("a1a1", 1)

# %%
assert_equal "i9", caesar_cipher("a1", 8)

# %%
assert_equal "B2", caesar_cipher("A1", 1)

# %%
assert_equal "b", caesar_cipher("a", 1)

# %%
assert_equal "b2b", caesar_cipher("a1a", 1)

# %%
assert_equal "0 ", caesar_cipher("9 ", 1)

# %%
assert_equal "0", caesar_cipher("9", 100001)

# %%
assert_equal "01", caesar_cipher("90", 1)

# %%
assert_equal " 0", caesar_cipher(" 9", 1)

# %%
assert_equal "9", caesar_cipher("9", 0)

# %%
assert_equal " 9", caesar_cipher(" 0", -1)

# %%
assert_equal "8", caesar_cipher("0", -2)

# %%
assert_equal "9", caesar_cipher("0", 99999)

# %%
assert_equal "6", caesar_cipher("0", 6)

# %%
assert_equal "0", caesar_cipher("0", -10)

# %%
assert_equal "Sppn 212", caesar_cipher("Room 101", 1)

# %%
assert_equal "ebbz 434", caesar_cipher("room 101", 13)

# %%
assert_equal "Ebbz 434 ", caesar_cipher("Room 101 ", 13)

# %%
assert_equal "Room 101", caesar_cipher("Room 101", 0)

# %%
assert_equal "eBBZ 434", caesar_cipher("rOOM 101", 13)

# %%
assert_equal "Iffd 434", caesar_cipher("Room 101", 100013)

# %%
assert_equal "EEbbz 434", caesar_cipher("RRoom 101", 13)

# %%
assert_equal "Ebbz  434", caesar_cipher("Room  101", 13)
