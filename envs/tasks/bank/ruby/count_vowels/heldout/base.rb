# %%
assert_equal 4, count_vowels("hellohello")

# %%
assert_equal 1, count_vowels("hell")

# %%
assert_equal 2, count_vowels("hello ")

# %%
assert_equal 2, count_vowels("HELLO")

# %%
assert_equal 2, count_vowels("ello")

# %%
assert_equal 10, count_vowels("aeiou AEIOU")

# %%
assert_equal 10, count_vowels("AEIOU AEIOU")

# %%
assert_equal 11, count_vowels("AEIOU aeioua")

# %%
assert_equal 10, count_vowels("Aeiou Aeiou")

# %%
assert_equal 9, count_vowels("EIOU aeiou")

# %%
assert_equal 1, count_vowels("a")

# %%
assert_equal 0, count_vowels("rhythm0")

# %%
assert_equal 0, count_vowels("r")

# %%
assert_equal 0, count_vowels(" rhythm")

# %%
assert_equal 0, count_vowels("RHYTHM")

# %%
assert_equal 1, count_vowels("rhythma")

# %%
assert_equal 3, count_vowels("PROGRAMMING!")

# %%
assert_equal 3, count_vowels("rogramming!")

# %%
assert_equal 6, count_vowels("Programming!Programming!")

# %%
assert_equal 3, count_vowels("!gnimmargorP")

# %%
assert_equal 3, count_vowels(" Programming!")

# %%
assert_equal 3, count_vowels("PProgramming!")

# %%
assert_equal 3, count_vowels("Programming")

# %%
assert_equal 4, count_vowels("Programming!a")
