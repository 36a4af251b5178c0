# %%
assert fizzbuzz(7, rules={2: 'TwoTwo', 7: 'Seven'}) == ['1', 'TwoTwo', '3', 'TwoTwo', '5', 'TwoTwo', 'Seven']

# %%
assert fizzbuzz(7, rules={2: 'Two', 7: 'Seven', 1: 'Two'}) == ['Two', 'TwoTwo', 'Two', 'TwoTwo', 'Two', 'TwoTwo', 'TwoSeven']

# %%
assert fizzbuzz(3, rules={2: 'Two', 7: 'Seven'}) == ['1', 'Two', '3']

# %%
assert fizzbuzz(7, rules={}) == ['1', '2', '3', '4', '5', '6', '7']

# %%
assert fizzbuzz(7, rules={2: 'T', 7: 'Seven'}) == ['1', 'T', '3', 'T', '5', 'T', 'Seven']

# %%
assert fizzbuzz(7, rules={2: 'Two'}) == ['1', 'Two', '3', 'Two', '5', 'Two', '7']

# %%
assert fizzbuzz(7, rules={2: '', 7: 'Seven'}) == ['1', '2', '3', '4', '5', '6', 'Seven']

# %%
assert fizzbuzz(1, rules={7: 'B', 2: 'A'})[-1] == '1'

# %%
assert fizzbuzz(14, rules={})[-1] == '14'

# %%
assert fizzbuzz(14, rules={2: 'A'})[-1] == 'A'

# %%
assert fizzbuzz(14, rules={7: 'BB', 2: 'A'})[-1] == 'ABB'

# %%
assert fizzbuzz(14, rules={7: 'B', 2: 'A', 6: 'B'})[-1] == 'AB'

# %%
assert fizzbuzz(7, rules={7: 'B', 2: 'A'})[-1] == 'B'

# %%
assert fizzbuzz(13, rules={7: 'B', 2: 'A'})[-1] == '13'

# %%
assert fizzbuzz(14, rules={7: 'B', 2: 'A', 8: 'B'})[-1] == 'AB'

# %%
assert fizzbuzz(1, rules=None)[-1] == '1'

# %%
assert fizzbuzz(30, rules=None)[-1] == 'FizzBuzz'

# %%
assert fizzbuzz(7, rules=None)[-1] == '7'

# %%
assert fizzbuzz(16, rules=None)[-1] == '16'

# %%
assert fizzbuzz(4, rules={}) == ['1', '2', '3', '4']

# %%
assert fizzbuzz(6, rules={}) == ['1', '2', '3', '4', '5', '6']

# %%
assert fizzbuzz(1, rules={}) == ['1']

# %%
assert fizzbuzz(7, rules={2: 'TwoTwo', 7: 'Seven', 1: 'TwoTwo'}) == ['TwoTwo', 'TwoTwoTwoTwo', 'TwoTwo', 'TwoTwoTwoTwo', 'TwoTwo', 'TwoTwoTwoTwo', 'TwoTwoSeven']

# %%
assert fizzbuzz(7, rules={2: 'TWOTWO', 7: 'Seven'}) == ['1', 'TWOTWO', '3', 'TWOTWO', '5', 'TWOTWO', 'Seven']

# %%
assert fizzbuzz(6, rules={7: 'Seven'}) == ['1', '2', '3', '4', '5', '6']

# %%
assert fizzbuzz(6, rules={2: 'Two'}) == ['1', 'Two', '3', 'Two', '5', 'Two']

# %%
assert fizzbuzz(12, rules={2: 'Two', 7: 'Seven'}) == ['1', 'Two', '3', 'Two', '5', 'Two', 'Seven', 'Two', '9', 'Two', '11', 'Two']

# %%
assert fizzbuzz(4, rules={2: 'Two', 7: 'Seven'}) == ['1', 'Two', '3', 'Two']

# %%
assert fizzbuzz(8, rules={2: 'Two', 7: 'Seven', 1: 'Two'}) == ['Two', 'TwoTwo', 'Two', 'TwoTwo', 'Two', 'TwoTwo', 'TwoSeven', 'TwoTwo']

# %%
assert fizzbuzz(9, rules={2: 'Two', 7: 'Seven'}) == ['1', 'Two', '3', 'Two', '5', 'Two', 'Seven', 'Two', '9']

# %%
assert fizzbuzz(14, rules={2: 'Two', 7: 'Seven', 3: 'Two'}) == ['1', 'Two', 'Two', 'Two', '5', 'TwoTwo', 'Seven', 'Two', 'Two', 'Two', '11', 'TwoTwo', '13', 'TwoSeven']

# %%
assert fizzbuzz(7, rules={2: 'Two', 7: 'SevenSeven', 3: 'Two'}) == ['1', 'Two', 'Two', 'Two', '5', 'TwoTwo', 'SevenSeven']

# %%
assert fizzbuzz(7, rules={2: 'Two', 7: '', 3: 'Two'}) == ['1', 'Two', 'Two', 'Two', '5', 'TwoTwo', '7']

# %%
assert fizzbuzz(3, rules={2: 'Two', 7: 'Seven', 1: 'Two'}) == ['Two', 'TwoTwo', 'Two']

# %%
assert fizzbuzz(7, rules={2: 'Two', 7: 'Seven', 1: 'T'}) == ['T', 'TTwo', 'T', 'TTwo', 'T', 'TTwo', 'TSeven']

# %%
assert fizzbuzz(3, rules={2: 'Two', 7: ''}) == ['1', 'Two', '3']

# %%
assert fizzbuzz(3, rules={7: 'Seven'}) == ['1', '2', '3']

# %%
assert fizzbuzz(8, rules={}) == ['1', '2', '3', '4', '5', '6', '7', '8']

# %%
assert fizzbuzz(7, rules={2: 'TWO', 7: 'S'}) == ['1', 'TWO', '3', 'TWO', '5', 'TWO', 'S']

# %%
assert fizzbuzz(1, rules={2: 'TWO', 7: 'Seven'}) == ['1']

# %%
assert fizzbuzz(0, rules={2: 'T', 7: 'Seven'}) == []

# %%
assert fizzbuzz(1, rules={7: 'Seven'}) == ['1']

# %%
assert fizzbuzz(1, rules={2: 'Two'}) == ['1']

# %%
assert fizzbuzz(0, rules={2: 'Two', 7: 'SEVEN'}) == []

# %%
assert fizzbuzz(0, rules={2: 'Two', 7: 'SevenSeven'}) == []

# %%
assert fizzbuzz(0, rules={2: 'Two', 7: 'Seven', 8: 'Seven'}) == []

# %%
assert fizzbuzz(14, rules={2: '', 7: 'Seven'}) == ['1', '2', '3', '4', '5', '6', 'Seven', '8', '9', '10', '11', '12', '13', 'Seven']

# %%
assert fizzbuzz(14, rules={2: 'Two', 7: ''}) == ['1', 'Two', '3', 'Two', '5', 'Two', '7', 'Two', '9', 'Two', '11', 'Two', '13', 'Two']

# %%
assert fizzbuzz(7, rules={7: 'SevenSeven'}) == ['1', '2', '3', '4', '5', '6', 'SevenSeven']

# %%
assert fizzbuzz(7, rules={7: 'S'}) == ['1', '2', '3', '4', '5', '6', 'S']

# %%
assert fizzbuzz(7, rules={7: 'Seven', 8: 'Seven'}) == ['1', '2', '3', '4', '5', '6', 'Seven']

# %%
assert fizzbuzz(1, rules={7: 'B'})[-1] == '1'

# %%
assert fizzbuzz(1, rules={7: '', 2: 'A'})[-1] == '1'

# %%
assert fizzbuzz(14, rules={7: 'BB'})[-1] == 'BB'

# %%
assert fizzbuzz(13, rules={})[-1] == '13'

# %%
assert fizzbuzz(14, rules={2: 'AA'})[-1] == 'AA'

# %%
assert fizzbuzz(14, rules={2: 'A', 1: 'A'})[-1] == 'AA'

# %%
assert fizzbuzz(28, rules={2: 'A'})[-1] == 'A'

# %%
assert fizzbuzz(1, rules={2: 'A'})[-1] == '1'

# %%
assert fizzbuzz(14, rules={7: '', 2: 'A', 6: ''})[-1] == 'A'

# %%
assert fizzbuzz(13, rules={7: '', 2: 'A'})[-1] == '13'

# %%
assert fizzbuzz(14, rules={7: 'BB', 2: 'AA'})[-1] == 'AABB'

# %%
assert fizzbuzz(28, rules={7: 'BB', 2: 'A'})[-1] == 'ABB'

# %%
assert fizzbuzz(28, rules={7: 'B', 2: 'A', 8: 'B'})[-1] == 'AB'

# %%
assert fizzbuzz(28, rules={7: 'B', 2: 'A', 6: 'B'})[-1] == 'AB'

# %%
assert fizzbuzz(14, rules={6: 'B'})[-1] == '14'

# %%
assert fizzbuzz(3, rules={7: 'B', 2: 'A'})[-1] == '3'

# %%
assert fizzbuzz(13, rules={7: 'B', 2: 'A', 3: 'A'})[-1] == '13'

# %%
assert fizzbuzz(26, rules={7: 'B', 2: 'A'})[-1] == 'A'

# %%
assert fizzbuzz(13, rules={7: 'B', 2: 'A', 8: 'B'})[-1] == '13'

# %%
assert fizzbuzz(15, rules={7: 'B', 2: 'A', 8: 'B'})[-1] == '15'

# %%
assert fizzbuzz(14, rules={7: 'B', 2: 'A', 8: 'B', 3: 'A'})[-1] == 'AB'

# %%
assert fizzbuzz(16, rules={7: 'B', 2: 'A'})[-1] == 'A'

# %%
assert fizzbuzz(60, rules=None)[-1] == 'FizzBuzz'

# %%
assert fizzbuzz(31, rules=None)[-1] == '31'

# %%
assert fizzbuzz(6, rules=None)[-1] == 'Fizz'

# %%
assert fizzbuzz(3, rules=None)[-1] == 'Fizz'

# %%
assert fizzbuzz(17, rules=None)[-1] == '17'

# %%
assert fizzbuzz(13, rules=None)[-1] == '13'

# %%
assert fizzbuzz(12, rules={}) == ['1', '2', '3', '4', '5', '6', '7', '8', '9', '10', '11', '12']
