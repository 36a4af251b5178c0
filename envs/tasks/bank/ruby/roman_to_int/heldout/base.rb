# %%
assert_equal 1, roman_to_int("I")

# %%
assert_equal 2, roman_to_int("II")

# %%
assert_equal 5, roman_to_int("V")

# %%
assert_equal 6, roman_to_int("VI")

# %%
assert_equal 11, roman_to_int("XI")

# %%
assert_equal 10, roman_to_int("X")

# %%
assert_equal 8, roman_to_int("VIII")

# %%
assert_equal 50, roman_to_int("L")

# %%
assert_equal 55, roman_to_int("LV")

# %%
assert_equal 57, roman_to_int("LVII")

# %%
assert_equal 1991, roman_to_int("MCMXCI")

# %%
assert_equal 1900, roman_to_int("MCM")

# %%
assert_equal 1000, roman_to_int("M")

# %%
assert_equal 994, roman_to_int("CMXCIV")

# %%
assert_equal 2994, roman_to_int("MMCMXCIV")
