# %%
e = assert_raises(ArgumentError) { fizzbuzz(-1) }
assert_equal "n must be between 0 and 10000", e.message

# %%
e = assert_raises(ArgumentError) { fizzbuzz(10_001) }
assert_equal "n must be between 0 and 10000", e.message

# %%
assert_equal ["1", "2", "Fizz"], fizzbuzz(3)
