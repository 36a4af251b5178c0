# %%
assert_equal 3, roman_to_int("III")

# %%
assert_equal 4, roman_to_int("IV")

# %%
assert_equal 9, roman_to_int("IX")

# %%
assert_equal 58, roman_to_int("LVIII")

# %%
assert_equal 1994, roman_to_int("MCMXCIV")
