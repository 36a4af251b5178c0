# %%
assert fizzbuzz(7, rules={2: 'Two', 7: 'Seven'}) == ['1', 'Two', '3', 'Two', '5', 'Two', 'Seven']

# %%
assert fizzbuzz(14, rules={7: 'B', 2: 'A'})[-1] == 'AB'

# %%
assert fizzbuzz(15, rules=None)[-1] == 'FizzBuzz'

# %%
assert fizzbuzz(3, rules={}) == ['1', '2', '3']
