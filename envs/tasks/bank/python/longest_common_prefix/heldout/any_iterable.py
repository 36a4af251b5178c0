# %%
assert longest_common_prefix(('prelude', 'prefix')) == 'pre'

# %%
assert longest_common_prefix(('prefix', 'prelude', 'prefix', 'prelude')) == 'pre'

# %%
assert longest_common_prefix(('prefix', 'p')) == 'p'

# %%
assert longest_common_prefix(('prefix', '')) == ''

# %%
assert longest_common_prefix(('prefix', 'preludeprelude')) == 'pre'

# %%
assert longest_common_prefix(('prefix', 'prelude', '')) == ''

# %%
assert longest_common_prefix(('prefix',)) == 'prefix'

# %%
assert longest_common_prefix(()) == ''

# %%
assert longest_common_prefix(('prelude',)) == 'prelude'

# %%
assert longest_common_prefix(('prefix', 'PRELUDE')) == ''

# %%
assert longest_common_prefix(('prefix', 'prelude', 'prefix')) == 'pre'
