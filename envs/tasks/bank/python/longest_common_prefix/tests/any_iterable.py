# %%
assert longest_common_prefix(w for w in ['interview', 'internet', 'interval']) == 'inter'

# %% held-out
assert longest_common_prefix(('prefix', 'prelude')) == 'pre'

# %% held-out
assert longest_common_prefix(iter([])) == ''
