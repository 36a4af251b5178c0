# %%
assert fizzbuzz(7) == ['1', '2', 'Fizz', '4', 'Buzz', 'Fizz', '7']

# %%
assert fizzbuzz(6) == ['1', '2', 'Fizz', '4', 'Buzz', 'Fizz']

# %%
assert fizzbuzz(4) == ['1', '2', 'Fizz', '4']

# %%
assert fizzbuzz(2) == ['1', '2']

# %%
assert fizzbuzz(10) == ['1', '2', 'Fizz', '4', 'Buzz', 'Fizz', '7', '8', 'Fizz', 'Buzz']

# %%
assert fizzbuzz(1) == ['1']

# %%
assert fizzbuzz(1)[-1] == '1'

# %%
assert fizzbuzz(16)[-1] == '16'

# %%
assert fizzbuzz(14)[-1] == '14'

# %%
assert fizzbuzz(7)[-1] == '7'

# %%
assert fizzbuzz(30)[-1] == 'FizzBuzz'

# %%
assert len(fizzbuzz(30)) == 30 and fizzbuzz(31).count('FizzBuzz') == 2
