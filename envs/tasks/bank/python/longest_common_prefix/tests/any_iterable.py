# %%
assert longest_common_prefix(w for w in ['interview', 'internet', 'interval']) == 'inter'

# %%
assert longest_common_prefix(('prefix', 'prelude')) == 'pre'

# %%
assert longest_common_prefix(iter([])) == ''
