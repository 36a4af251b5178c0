# %%
assert_equal ["1", "2", "Fizz", "4"], fizzbuzz(4)

# %%
assert_equal ["1", "2", "Fizz", "4", "Buzz", "Fizz"], fizzbuzz(6)

# %%
assert_equal ["1"], fizzbuzz(1)

# %%
assert_equal ["1", "2", "Fizz", "4", "Buzz", "Fizz", "Bazz", "8", "Fizz", "Buzz", "11", "Fizz"], fizzbuzz(12)

# %%
assert_equal ["1", "2", "Fizz", "4", "Buzz", "Fizz", "Bazz", "8", "Fizz", "Buzz", "11", "Fizz", "13", "Bazz", "FizzBuzz", "16", "17", "Fizz", "19", "Buzz", "FizzBazz", "22", "23", "Fizz", "Buzz", "26", "Fizz", "Bazz", "29", "FizzBuzz", "31", "32", "Fizz", "34", "BuzzBazz", "Fizz", "37", "38", "Fizz", "Buzz", "41", "FizzBazz", "43", "44", "FizzBuzz", "46", "47", "Fizz", "Bazz", "Buzz"], fizzbuzz(50)

# %%
assert_equal ["1", "2", "Fizz", "4", "Buzz", "Fizz", "Bazz", "8", "Fizz", "Buzz"], fizzbuzz(10)

# %%
assert_equal ["1", "2"], fizzbuzz(2)

# %%
assert_equal [], fizzbuzz(0)

# %%
assert_equal ["1", "2", "Fizz", "4", "Buzz", "Fizz", "Bazz", "8", "Fizz", "Buzz", "11", "Fizz", "13", "Bazz"], fizzbuzz(14)

# %%
assert_equal ["1", "2", "Fizz", "4", "Buzz", "Fizz", "Bazz", "8"], fizzbuzz(8)

# %%
assert_equal "Buzz", fizzbuzz(20).last

# %%
assert_equal "Buzz", fizzbuzz(10).last

# %%
assert_equal "FizzBuzzBazz", fizzbuzz(210).last

# %%
assert_equal "22", fizzbuzz(22).last

# %%
assert_equal "Bazz", fizzbuzz(28).last

# %%
assert_equal "Fizz", fizzbuzz(36).last

# %%
assert_equal "34", fizzbuzz(34).last

# %%
assert_equal "BuzzBazz", fizzbuzz(70).last

# %%
assert_equal "17", fizzbuzz(17).last

# %%
assert_equal "104", fizzbuzz(104).last

# %%
assert_equal "Bazz", fizzbuzz(112).last

# %%
assert_equal "52", fizzbuzz(52).last

# %%
assert_equal "106", fizzbuzz(106).last

# %%
assert_equal "FizzBuzzBazz", fizzbuzz(1050).last
