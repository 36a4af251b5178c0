# %%
assert longest_common_prefix(['flower', 'flow', 'f']) == 'f'

# %%
assert longest_common_prefix(['flower', 'flow', 'flight', '']) == ''

# %%
assert longest_common_prefix(['flower', 'flow', '']) == ''

# %%
assert longest_common_prefix(['flower', 'flow']) == 'flow'

# %%
assert longest_common_prefix(['flower']) == 'flower'

# %%
assert longest_common_prefix(['flower', 'flow', 'FLIGHT']) == ''

# %%
assert longest_common_prefix(['flower', 'flow', 'flight', 'flower']) == 'fl'

# %%
assert longest_common_prefix(['flower', 'flow', 'flight', 'flower', 'flow', 'flight']) == 'fl'

# %%
assert longest_common_prefix(['flower', 'flow', 'flightflight']) == 'fl'

# %%
assert longest_common_prefix(['flight', 'flow', 'flower']) == 'fl'

# %%
assert longest_common_prefix(['flow', 'flight']) == 'fl'

# %%
assert longest_common_prefix(['racecar', 'dog', 'car']) == ''

# %%
assert longest_common_prefix(['car', 'racecar', 'dog']) == ''

# %%
assert longest_common_prefix(['dog', 'racecar']) == ''

# %%
assert longest_common_prefix(['', 'racecar', 'car']) == ''

# %%
assert longest_common_prefix(['dog', 'racecar', 'car', 'dog', 'racecar', 'car']) == ''

# %%
assert longest_common_prefix(['dog', 'racecar', 'car', '']) == ''

# %%
assert longest_common_prefix(['dog', 'racecar', 'car', 'dog']) == ''

# %%
assert longest_common_prefix(['car', 'dog', 'racecar']) == ''

# %%
assert longest_common_prefix(['dogdog', 'racecar', 'car']) == ''

# %%
assert longest_common_prefix(['DOG', 'racecar', 'car']) == ''

# %%
assert longest_common_prefix(['racecar', 'car']) == ''

# %%
assert longest_common_prefix(['d', 'racecar', 'car']) == ''

# %%
assert longest_common_prefix(['dog']) == 'dog'

# %%
assert longest_common_prefix(['samesame', 'same']) == 'same'

# %%
assert longest_common_prefix(['s', 'same']) == 's'

# %%
assert longest_common_prefix(['same', 'same', 'same', 'same']) == 'same'

# %%
assert longest_common_prefix(['', 'same']) == ''

# %%
assert longest_common_prefix(['same']) == 'same'

# %%
assert longest_common_prefix(['same', 'same', '']) == ''

# %%
assert longest_common_prefix(['SAME', 'same']) == ''

# %%
assert longest_common_prefix(['same', 'same', 'same']) == 'same'

# %%
assert longest_common_prefix(['alonealone']) == 'alonealone'

# %%
assert longest_common_prefix(['ALONE']) == 'ALONE'

# %%
assert longest_common_prefix(['alone', 'alone']) == 'alone'

# %%
assert longest_common_prefix(['alone', '']) == ''

# %%
assert longest_common_prefix(['']) == ''

# %%
assert longest_common_prefix(['a']) == 'a'

# %%
assert longest_common_prefix(['', 'abc']) == ''

# %%
assert longest_common_prefix(['abc', '', 'abc']) == ''

# %%
assert longest_common_prefix(['abcabc', '']) == ''

# %%
assert longest_common_prefix(['ABC', '']) == ''

# %%
assert longest_common_prefix(['abc', '', 'abc', '']) == ''

# %%
assert longest_common_prefix(['abc', '', '']) == ''

# %%
assert longest_common_prefix(['abc']) == 'abc'

# %%
assert longest_common_prefix(['a', '']) == ''

# %%
assert longest_common_prefix(['', '']) == ''
