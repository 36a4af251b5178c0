# %%
e = assert_raises(ArgumentError) { count_vowels("ab" * 5001) }
assert_equal "text too long", e.message

# %%
assert_equal 5000, count_vowels("ab" * 5000)
