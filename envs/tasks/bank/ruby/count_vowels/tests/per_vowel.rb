# %%
assert_equal [1, 1, 1, 1, 1], vowel_counts("Education")

# %%
assert_equal [3, 0, 0, 0, 0], vowel_counts("banana")

# %%
assert_equal [0, 0, 0, 0, 0], vowel_counts("")
