# %%
assert_equal ["1", "2", "Fizz", "4", "Buzz", "Fizz", "7", "8", "Fizz", "Buzz", "11", "Fizz", "13", "14", "FizzBuzz"], fizzbuzz(15)

# %%
assert_equal ["1", "2", "Fizz", "4", "Buzz"], fizzbuzz(5)

# %%
assert_empty fizzbuzz(0)

# %%
assert_equal ["1"], fizzbuzz(1)
