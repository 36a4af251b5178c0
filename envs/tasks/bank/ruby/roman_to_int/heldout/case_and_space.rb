# %%
assert_equal 14, roman_to_int(" xiv  ")

# %%
assert_equal 14, roman_to_int(" XIV ")

# %%
assert_equal 14, roman_to_int("  xiv  ")

# %%
assert_equal 14, roman_to_int("  xiv ")

# %%
assert_equal 14, roman_to_int(" Xiv ")

# %%
assert_equal 14, roman_to_int(" xiv")

# %%
assert_equal 10, roman_to_int(" x")

# %%
assert_equal 14, roman_to_int("xiv ")

# %%
assert_equal 14, roman_to_int("xiv")

# %%
assert_equal 1994, roman_to_int("MCMXCIV")

# %%
assert_equal 1994, roman_to_int(" mcmXCiv")

# %%
assert_equal 1994, roman_to_int("mcmxciv")

# %%
assert_equal 1000, roman_to_int("m")

# %%
assert_equal 1994, roman_to_int("Mcmxciv")

# %%
assert_equal 1994, roman_to_int("mcmXCiv ")

# %%
assert_equal 994, roman_to_int("cmXCiv")

# %%
assert_equal 1994, roman_to_int("MCMxcIV")

# %%
assert_equal 1900, roman_to_int("mcm")

# %%
assert_equal 1991, roman_to_int("mcmXCi")

# %%
assert_equal 2994, roman_to_int("mmcmXCiv")
