# %%
assert_equal 2, count_vowels("appy")

# %%
assert_equal 2, count_vowels(" happy")

# %%
assert_equal 1, count_vowels("ha")

# %%
assert_equal 2, count_vowels("hhappy")

# %%
assert_equal 2, count_vowels("happy0")

# %%
assert_equal 2, count_vowels("happy ")

# %%
assert_equal 2, count_vowels("happya")

# %%
assert_equal 1, count_vowels("yes ")

# %%
assert_equal 2, count_vowels("yesa")

# %%
assert_equal 1, count_vowels("yyes")

# %%
assert_equal 1, count_vowels("Yes")

# %%
assert_equal 1, count_vowels("YES")

# %%
assert_equal 2, count_vowels("sey")

# %%
assert_equal 1, count_vowels("my ")

# %%
assert_equal 3, count_vowels("my way ")

# %%
assert_equal 0, count_vowels("m")

# %%
assert_equal 1, count_vowels("HY!")

# %%
assert_equal 1, count_vowels("SSHY!")

# %%
assert_equal 0, count_vowels("S")

# %%
assert_equal 1, count_vowels(" SHY!")

# %%
assert_equal 1, count_vowels("shy!")

# %%
assert_equal 0, count_vowels("!YHS")

# %%
assert_equal 1, count_vowels("SHY! ")

# %%
assert_equal 0, count_vowels("SH")
