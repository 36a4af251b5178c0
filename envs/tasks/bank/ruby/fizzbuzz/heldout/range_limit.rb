# %%
e = assert_raises(ArgumentError) { fizzbuzz(-10) }
assert_equal "n must be between 0 and 10000", e.message

# %%
e = assert_raises(ArgumentError) { fizzbuzz(-2) }
assert_equal "n must be between 0 and 10000", e.message

# %%
e = assert_raises(ArgumentError) { fizzbuzz(99999) }
assert_equal "n must be between 0 and 10000", e.message

# %%
assert_equal ["1", "2"], fizzbuzz(2)

# %%
assert_equal ["1", "2", "Fizz", "4"], fizzbuzz(4)

# %%
assert_equal [], fizzbuzz(0)

# %%
assert_equal ["1"], fizzbuzz(1)

# %%
assert_equal ["1", "2", "Fizz", "4", "Buzz", "Fizz"], fizzbuzz(6)
