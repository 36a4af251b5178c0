# %%
assert longest_common_prefix(['flower', 'flow', 'flight']) == 'fl'

# %% held-out
assert longest_common_prefix(['dog', 'racecar', 'car']) == ''

# %% held-out
assert longest_common_prefix(['same', 'same']) == 'same'

# %% held-out
assert longest_common_prefix(['alone']) == 'alone'

# %% held-out
assert longest_common_prefix(['abc', '']) == ''
