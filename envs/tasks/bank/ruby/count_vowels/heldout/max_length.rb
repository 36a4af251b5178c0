# %%
e = assert_raises(ArgumentError) { count_vowels("ab" * 105001) }
assert_equal "text too long", e.message

# %%
e = assert_raises(ArgumentError) { count_vowels("ab" * 10002) }
assert_equal "text too long", e.message

# %%
e = assert_raises(ArgumentError) { count_vowels("ba" * 5001) }
assert_equal "text too long", e.message

# %%
e = assert_raises(ArgumentError) { count_vowels("Ab" * 5001) }
assert_equal "text too long", e.message

# %%
e = assert_raises(ArgumentError) { count_vowels("AB" * 5001) }
assert_equal "text too long", e.message

# %%
e = assert_raises(ArgumentError) { count_vowels("ab0" * 5001) }
assert_equal "text too long", e.message

# %%
e = assert_raises(ArgumentError) { count_vowels("ab " * 5001) }
assert_equal "text too long", e.message

# %%
e = assert_raises(ArgumentError) { count_vowels("ab" * 50010) }
assert_equal "text too long", e.message

# %%
e = assert_raises(ArgumentError) { count_vowels("abab" * 5001) }
assert_equal "text too long", e.message

# %%
e = assert_raises(ArgumentError) { count_vowels("aba" * 5001) }
assert_equal "text too long", e.message

# %%
assert_equal 1, count_vowels("ab" * 1)

# %%
assert_equal 4999, count_vowels("ab" * 4999)

# %%
assert_equal 5000, count_vowels("AB" * 5000)

# %%
assert_equal 5000, count_vowels("ba" * 5000)

# %%
assert_equal 2500, count_vowels("ab" * 2500)

# %%
assert_equal 5000, count_vowels("Ab" * 5000)
