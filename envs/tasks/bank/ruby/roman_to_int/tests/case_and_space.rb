# %%
assert_equal 14, roman_to_int(" xiv ")

# %%
assert_equal 1994, roman_to_int("mcmXCiv")

# %%
assert_equal 2024, roman_to_int("\tMMXXIV\n")
