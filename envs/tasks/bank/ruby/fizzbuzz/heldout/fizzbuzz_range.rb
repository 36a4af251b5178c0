# %%
assert_equal ["Fizz", "Buzz", "11", "Fizz"], fizzbuzz_range(9, 12)

# %%
assert_equal ["8", "Fizz", "Buzz", "11"], fizzbuzz_range(8, 11)

# %%
assert_equal ["Fizz", "Buzz"], fizzbuzz_range(9, 10)

# %%
assert_equal ["Buzz", "11"], fizzbuzz_range(10, 11)

# %%
assert_equal ["Fizz", "Buzz", "-4", "Fizz", "-2", "-1"], fizzbuzz_range(-6, -1)

# %%
assert_equal ["Fizz", "-2"], fizzbuzz_range(-3, -2)

# %%
assert_equal ["-4", "Fizz", "-2", "-1"], fizzbuzz_range(-4, -1)

# %%
assert_equal ["-1"], fizzbuzz_range(-1, -1)

# %%
assert_equal ["-2", "-1"], fizzbuzz_range(-2, -1)

# %%
assert_equal ["19", "Buzz"], fizzbuzz_range(19, 20)

# %%
e = assert_raises(ArgumentError) { fizzbuzz_range(5, 1) }
assert_equal "start must not exceed end", e.message

# %%
e = assert_raises(ArgumentError) { fizzbuzz_range(12, 4) }
assert_equal "start must not exceed end", e.message

# %%
e = assert_raises(ArgumentError) { fizzbuzz_range(6, 4) }
assert_equal "start must not exceed end", e.message

# %%
e = assert_raises(ArgumentError) { fizzbuzz_range(100005, 4) }
assert_equal "start must not exceed end", e.message

# %%
e = assert_raises(ArgumentError) { fizzbuzz_range(50, 4) }
assert_equal "start must not exceed end", e.message

# %%
e = assert_raises(ArgumentError) { fizzbuzz_range(5, 3) }
assert_equal "start must not exceed end", e.message

# %%
e = assert_raises(ArgumentError) { fizzbuzz_range(5, 2) }
assert_equal "start must not exceed end", e.message

# %%
e = assert_raises(ArgumentError) { fizzbuzz_range(10, 4) }
assert_equal "start must not exceed end", e.message
