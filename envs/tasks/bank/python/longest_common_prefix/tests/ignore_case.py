# %%
assert longest_common_prefix(['Apple', 'apricot', 'APT'], ignore_case=True) == 'Ap'

# %% held-out
assert longest_common_prefix(['Apple', 'apricot'], ignore_case=False) == ''

# %% held-out
assert longest_common_prefix(['abc', 'ABD'], ignore_case=True) == 'ab'
