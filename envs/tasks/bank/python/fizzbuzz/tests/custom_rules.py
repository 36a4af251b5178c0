# %%
assert fizzbuzz(7, rules={2: 'Two', 7: 'Seven'}) == ['1', 'Two', '3', 'Two', '5', 'Two', 'Seven']

# %% held-out
assert fizzbuzz(14, rules={7: 'B', 2: 'A'})[-1] == 'AB'

# %% held-out
assert fizzbuzz(15, rules=None)[-1] == 'FizzBuzz'

# %% held-out
assert fizzbuzz(3, rules={}) == ['1', '2', '3']
