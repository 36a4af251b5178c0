# %%
assert_equal 2, count_vowels("hello")

# %%
assert_equal 10, count_vowels("AEIOU aeiou")

# %%
assert_equal 0, count_vowels("")

# %%
assert_equal 0, count_vowels("rhythm")

# %%
assert_equal 3, count_vowels("Programming!")
