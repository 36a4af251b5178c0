# %%
assert_equal [], fizzbuzz(0)

# %%
assert_equal ["1", "2", "Fizz", "4", "Buzz", "Fizz", "7", "8", "Fizz", "Buzz", "11", "Fizz", "13", "14"], fizzbuzz(14)

# %%
assert_equal ["1", "2", "Fizz", "4", "Buzz", "Fizz", "7", "8", "Fizz", "Buzz", "11", "Fizz", "13", "14", "FizzBuzz", "16", "17", "Fizz", "19", "Buzz", "Fizz", "22", "23", "Fizz", "Buzz", "26", "Fizz", "28", "29", "FizzBuzz"], fizzbuzz(30)

# %%
assert_equal ["1", "2", "Fizz", "4", "Buzz", "Fizz", "7"], fizzbuzz(7)

# %%
assert_equal ["1", "2", "Fizz", "4", "Buzz", "Fizz", "7", "8", "Fizz", "Buzz", "11", "Fizz", "13", "14", "FizzBuzz", "16"], fizzbuzz(16)

# %%
assert_equal ["1", "2", "Fizz", "4", "Buzz", "Fizz", "7", "8", "Fizz", "Buzz", "11", "Fizz", "13", "14", "FizzBuzz", "16", "17", "Fizz", "19", "Buzz", "Fizz", "22"], fizzbuzz(22)

# %%
assert_equal ["1", "2", "Fizz", "4", "Buzz", "Fizz", "7", "8", "Fizz", "Buzz"], fizzbuzz(10)

# %%
assert_equal ["1", "2", "Fizz", "4", "Buzz", "Fizz", "7", "8", "Fizz", "Buzz", "11", "Fizz"], fizzbuzz(12)

# %%
assert_equal ["1", "2", "Fizz", "4", "Buzz", "Fizz"], fizzbuzz(6)

# %%
assert_equal ["1", "2", "Fizz", "4"], fizzbuzz(4)

# %%
assert_equal ["1", "2", "Fizz", "4", "Buzz", "Fizz", "7", "8", "Fizz", "Buzz", "11", "Fizz", "13", "14", "FizzBuzz", "16", "17", "Fizz", "19", "Buzz", "Fizz", "22", "23", "Fizz", "Buzz", "26", "Fizz", "28", "29", "FizzBuzz", "31", "32", "Fizz", "34", "Buzz", "Fizz", "37", "38", "Fizz", "Buzz", "41", "Fizz", "43", "44", "FizzBuzz", "46", "47", "Fizz", "49", "Buzz"], fizzbuzz(50)

# %%
assert_equal ["1", "2"], fizzbuzz(2)

# %%
assert_equal ["1", "2", "Fizz", "4", "Buzz", "Fizz", "7", "8"], fizzbuzz(8)
