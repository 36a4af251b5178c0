# %%
assert fizzbuzz(5) == ['1', '2', 'Fizz', '4', 'Buzz']

# %%
assert fizzbuzz(15)[-1] == 'FizzBuzz'

# %%
assert fizzbuzz(0) == []

# %%
assert len(fizzbuzz(30)) == 30 and fizzbuzz(30).count('FizzBuzz') == 2
