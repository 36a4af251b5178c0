# %%
assert longest_common_prefix(['flower', 'flow', '']) == ''

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
assert longest_common_prefix(['racecar', 'dog', 'car']) == ''

# %%
assert longest_common_prefix(['car', 'racecar', 'dog']) == ''

# %%
assert longest_common_prefix(['', 'racecar', 'car']) == ''

# %%
assert longest_common_prefix(['dog', 'racecar', 'car', 'dog', 'racecar', 'car']) == ''

# %%
assert longest_common_prefix(['car', 'dog', 'racecar']) == ''

# %%
assert longest_common_prefix(['dogdog', 'racecar', 'car']) == ''

# %%
assert longest_common_prefix(['DOG', 'racecar', 'car']) == ''

# %%
assert longest_common_prefix(['d', 'racecar', 'car']) == ''

# %%
assert longest_common_prefix(['dog']) == 'dog'

# %%
assert longest_common_prefix(['samesame', 'same']) == 'same'

# %%
assert longest_common_prefix(['s', 'same']) == 's'

# %%
assert longest_common_prefix(['same', 'same', '']) == ''

# %%
assert longest_common_prefix(['alonealone']) == 'alonealone'

# %%
assert longest_common_prefix(['ALONE']) == 'ALONE'

# %%
assert longest_common_prefix(['']) == ''

# %%
assert longest_common_prefix(['', 'abc']) == ''

# %%
assert longest_common_prefix(['abcabc', '']) == ''

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

# %%
assert longest_common_prefix(['f', 'flow', 'flower']) == 'f'

# %%
assert longest_common_prefix(['flower', 'flow', 'f', '']) == ''

# %%
assert longest_common_prefix(['flower', 'flow', 'flight', '', '']) == ''

# %%
assert longest_common_prefix(['flower', 'flow', '', '']) == ''

# %%
assert longest_common_prefix(['flower', 'flow', '', 'flower', 'flow', '']) == ''

# %%
assert longest_common_prefix(['flower', 'flow', 'flower', 'flow']) == 'flow'

# %%
assert longest_common_prefix(['FLOWER']) == 'FLOWER'

# %%
assert longest_common_prefix(['flower', 'flow', 'flight', 'flower', 'flower', 'flow', 'flight', 'flower']) == 'fl'

# %%
assert longest_common_prefix(['f', 'flow', 'flight', 'flower']) == 'f'

# %%
assert longest_common_prefix(['flight', 'flight', 'flow', 'flow', 'flower', 'flower']) == 'fl'

# %%
assert longest_common_prefix(['flower', 'flow', '', 'flower', 'flow', 'flight']) == ''

# %%
assert longest_common_prefix(['flower', 'flow', 'flightflight', 'flower']) == 'fl'

# %%
assert longest_common_prefix(['flight', 'flow']) == 'fl'

# %%
assert longest_common_prefix(['flow', 'flight', 'flow', 'flight']) == 'fl'

# %%
assert longest_common_prefix(['r', 'dog', 'car']) == ''

# %%
assert longest_common_prefix(['racecarracecar', 'dog', 'car']) == ''

# %%
assert longest_common_prefix(['car', 'racecar', 'dog', 'car']) == ''

# %%
assert longest_common_prefix(['', 'racecar']) == ''

# %%
assert longest_common_prefix(['car', 'racecar', '']) == ''

# %%
assert longest_common_prefix(['', 'racecar', 'car', '']) == ''

# %%
assert longest_common_prefix(['dog', 'racecar', 'car', 'dog', 'racecar', 'car', 'dog']) == ''

# %%
assert longest_common_prefix(['racecar', 'car', '']) == ''

# %%
assert longest_common_prefix(['dog', 'racecar', 'car', '', 'dog']) == ''

# %%
assert longest_common_prefix(['dog', 'racecar', 'CAR', 'dog']) == ''

# %%
assert longest_common_prefix(['dog', 'racecar', 'car', 'dog', 'dog']) == ''

# %%
assert longest_common_prefix(['car', 'racecar', 'dogdog']) == ''

# %%
assert longest_common_prefix(['DOG', 'racecar', 'car', '']) == ''

# %%
assert longest_common_prefix(['car', 'racecar', 'DOG']) == ''

# %%
assert longest_common_prefix(['d', 'r', 'car']) == ''

# %%
assert longest_common_prefix(['car', 'racecar', 'd']) == ''

# %%
assert longest_common_prefix(['d', 'racecar']) == ''

# %%
assert longest_common_prefix(['dog', '']) == ''

# %%
assert longest_common_prefix(['s', 'same', 's', 'same']) == 's'

# %%
assert longest_common_prefix(['', 'same', '', 'same']) == ''

# %%
assert longest_common_prefix(['same', '']) == ''

# %%
assert longest_common_prefix(['s']) == 's'

# %%
assert longest_common_prefix(['same', 'same', '', 'same', 'same', '']) == ''

# %%
assert longest_common_prefix(['SAME', 'samesame']) == ''

# %%
assert longest_common_prefix(['', 'same', 'same']) == ''

# %%
assert longest_common_prefix(['samesame', 'same', 'same']) == 'same'

# %%
assert longest_common_prefix(['ALONEALONE']) == 'ALONEALONE'

# %%
assert longest_common_prefix(['a', 'a']) == 'a'

# %%
assert longest_common_prefix(['', 'abc', '', 'abc']) == ''

# %%
assert longest_common_prefix(['abc', '', 'abc', 'abc', '', 'abc']) == ''

# %%
assert longest_common_prefix(['abcabc', '', 'abcabc']) == ''

# %%
assert longest_common_prefix(['abcabc', '', 'abcabc', '']) == ''

# %%
assert longest_common_prefix(['abc', '', 'abc', '', 'abc']) == ''

# %%
assert longest_common_prefix(['abc', '', 'abc', '', 'abc', '', 'abc', '']) == ''

# %%
assert longest_common_prefix(['a', '', 'a']) == ''

# %%
assert longest_common_prefix(['a', '', '']) == ''

# %%
assert longest_common_prefix(['', '', '', '']) == ''
