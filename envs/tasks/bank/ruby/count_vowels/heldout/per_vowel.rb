# %%
assert_equal [1, 1, 1, 1, 1], vowel_counts("Education ")

# %%
assert_equal [1, 1, 1, 1, 1], vowel_counts("education")

# %%
assert_equal [1, 1, 1, 1, 1], vowel_counts("noitacudE")

# %%
assert_equal [1, 0, 1, 1, 1], vowel_counts("ducation")

# %%
assert_equal [1, 1, 1, 1, 1], vowel_counts("EDUCATION")

# %%
assert_equal [0, 1, 0, 0, 1], vowel_counts("Educ")

# %%
assert_equal [1, 2, 1, 1, 1], vowel_counts("EEducation")

# %%
assert_equal [1, 1, 1, 1, 1], vowel_counts("Education0")

# %%
assert_equal [1, 1, 1, 1, 1], vowel_counts("Educatio")

# %%
assert_equal [1, 1, 1, 1, 1], vowel_counts(" Education")

# %%
assert_equal [0, 1, 0, 0, 0], vowel_counts("E")

# %%
assert_equal [1, 0, 0, 0, 0], vowel_counts("ban")

# %%
assert_equal [3, 0, 0, 0, 0], vowel_counts("Banana")

# %%
assert_equal [3, 0, 0, 0, 0], vowel_counts("banana0")

# %%
assert_equal [3, 0, 0, 0, 0], vowel_counts(" banana")

# %%
assert_equal [3, 0, 0, 0, 0], vowel_counts("ananab")

# %%
assert_equal [3, 0, 0, 0, 0], vowel_counts("anana")

# %%
assert_equal [4, 0, 0, 0, 0], vowel_counts("bananaa")

# %%
assert_equal [0, 0, 0, 0, 0], vowel_counts("b")

# %%
assert_equal [3, 0, 0, 0, 0], vowel_counts("BANANA")

# %%
assert_equal [3, 0, 0, 0, 0], vowel_counts("banana ")

# %%
assert_equal [6, 0, 0, 0, 0], vowel_counts("bananabanana")

# %%
assert_equal [0, 0, 0, 0, 0], vowel_counts(" ")

# %%
assert_equal [0, 0, 0, 0, 0], vowel_counts("0")
