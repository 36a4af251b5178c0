# %%
assert fizzbuzz(7, rules={2: 'TwoTwo', 7: 'Seven'}) == ['1', 'TwoTwo', '3', 'TwoTwo', '5', 'TwoTwo', 'Seven']

# %%
assert fizzbuzz(6, rules={2: 'Two', 7: 'Seven'}) == ['1', 'Two', '3', 'Two', '5', 'Two']

# %%
assert fizzbuzz(8, rules={2: 'Two', 7: 'Seven'}) == ['1', 'Two', '3', 'Two', '5', 'Two', 'Seven', 'Two']

# %%
assert fizzbuzz(7, rules={2: 'Two', 7: 'Seven', 3: 'Two'}) == ['1', 'Two', 'Two', 'Two', '5', 'TwoTwo', 'Seven']

# %%
assert fizzbuzz(7, rules={2: 'Two', 7: 'Seven', 1: 'Two'}) == ['Two', 'TwoTwo', 'Two', 'TwoTwo', 'Two', 'TwoTwo', 'TwoSeven']

# %%
assert fizzbuzz(3, rules={2: 'Two', 7: 'Seven'}) == ['1', 'Two', '3']

# %%
assert fizzbuzz(7, rules={}) == ['1', '2', '3', '4', '5', '6', '7']

# %%
assert fizzbuzz(7, rules={2: 'TWO', 7: 'Seven'}) == ['1', 'TWO', '3', 'TWO', '5', 'TWO', 'Seven']

# %%
assert fizzbuzz(7, rules={2: 'T', 7: 'Seven'}) == ['1', 'T', '3', 'T', '5', 'T', 'Seven']

# %%
assert fizzbuzz(1, rules={2: 'Two', 7: 'Seven'}) == ['1']

# %%
assert fizzbuzz(0, rules={2: 'Two', 7: 'Seven'}) == []

# %%
assert fizzbuzz(7, rules={2: 'Two'}) == ['1', 'Two', '3', 'Two', '5', 'Two', '7']

# %%
assert fizzbuzz(7, rules={2: '', 7: 'Seven'}) == ['1', '2', '3', '4', '5', '6', 'Seven']

# %%
assert fizzbuzz(14, rules={2: 'Two', 7: 'Seven'}) == ['1', 'Two', '3', 'Two', '5', 'Two', 'Seven', 'Two', '9', 'Two', '11', 'Two', '13', 'TwoSeven']

# %%
assert fizzbuzz(7, rules={7: 'Seven'}) == ['1', '2', '3', '4', '5', '6', 'Seven']

# %%
assert fizzbuzz(1, rules={7: 'B', 2: 'A'})[-1] == '1'

# %%
assert fizzbuzz(14, rules={7: 'B'})[-1] == 'B'

# %%
assert fizzbuzz(14, rules={})[-1] == '14'

# %%
assert fizzbuzz(14, rules={2: 'A'})[-1] == 'A'

# %%
assert fizzbuzz(14, rules={7: '', 2: 'A'})[-1] == 'A'

# %%
assert fizzbuzz(14, rules={7: 'BB', 2: 'A'})[-1] == 'ABB'

# %%
assert fizzbuzz(28, rules={7: 'B', 2: 'A'})[-1] == 'AB'

# %%
assert fizzbuzz(14, rules={7: 'B', 2: 'A', 6: 'B'})[-1] == 'AB'

# %%
assert fizzbuzz(7, rules={7: 'B', 2: 'A'})[-1] == 'B'

# %%
assert fizzbuzz(13, rules={7: 'B', 2: 'A'})[-1] == '13'

# %%
assert fizzbuzz(14, rules={7: 'B', 2: 'A', 8: 'B'})[-1] == 'AB'

# %%
assert fizzbuzz(15, rules={7: 'B', 2: 'A'})[-1] == '15'

# %%
assert fizzbuzz(1, rules=None)[-1] == '1'

# %%
assert fizzbuzz(30, rules=None)[-1] == 'FizzBuzz'

# %%
assert fizzbuzz(7, rules=None)[-1] == '7'

# %%
assert fizzbuzz(16, rules=None)[-1] == '16'

# %%
assert fizzbuzz(14, rules=None)[-1] == '14'

# %%
assert fizzbuzz(4, rules={}) == ['1', '2', '3', '4']

# %%
assert fizzbuzz(6, rules={}) == ['1', '2', '3', '4', '5', '6']

# %%
assert fizzbuzz(1, rules={}) == ['1']

# %%
assert fizzbuzz(0, rules={}) == []

# %%
assert fizzbuzz(2, rules={}) == ['1', '2']
