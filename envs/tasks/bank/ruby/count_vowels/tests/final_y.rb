# %%
assert_equal 2, count_vowels("happy")

# %%
assert_equal 1, count_vowels("yes")

# %%
assert_equal 3, count_vowels("my way")

# %%
assert_equal 1, count_vowels("SHY!")
