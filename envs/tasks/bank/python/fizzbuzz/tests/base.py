# %%
assert fizzbuzz(5) == ['1', '2', 'Fizz', '4', 'Buzz']

# %% held-out
assert fizzbuzz(15)[-1] == 'FizzBuzz'

# %% held-out
assert fizzbuzz(0) == []

# %% held-out
assert len(fizzbuzz(30)) == 30 and fizzbuzz(30).count('FizzBuzz') == 2
