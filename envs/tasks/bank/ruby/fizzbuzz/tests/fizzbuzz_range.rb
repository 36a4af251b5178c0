# %%
assert_equal ["Fizz", "Buzz", "11"], fizzbuzz_range(9, 11)

# %%
assert_equal ["Fizz", "-2", "-1"], fizzbuzz_range(-3, -1)

# %%
assert_equal ["Buzz"], fizzbuzz_range(20, 20)

# %%
e = assert_raises(ArgumentError) { fizzbuzz_range(5, 4) }
assert_equal "start must not exceed end", e.message
