# %%
assert_equal ["1", "2", "Fizz", "4", "Buzz"], fizzbuzz(5)

# %%
assert_empty fizzbuzz(0)

# %%
assert_equal ["1", "2", "Fizz", "4", "Buzz", "Fizz", "Bazz"], fizzbuzz(7)

# %%
assert_equal "FizzBazz", fizzbuzz(21).last

# %%
assert_equal "BuzzBazz", fizzbuzz(35).last

# %%
assert_equal "FizzBuzzBazz", fizzbuzz(105).last
