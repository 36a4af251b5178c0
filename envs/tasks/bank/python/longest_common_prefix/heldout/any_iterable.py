# %%
assert longest_common_prefix(('prelude', 'prefix')) == 'pre'

# %%
assert longest_common_prefix(('prefix', 'prelude', 'prefix', 'prelude')) == 'pre'

# %%
assert longest_common_prefix(('prefix', '')) == ''

# %%
assert longest_common_prefix(('prefix',)) == 'prefix'

# %%
assert longest_common_prefix(()) == ''

# %%
assert longest_common_prefix(('prelude',)) == 'prelude'

# %%
assert longest_common_prefix(('prefix', 'PRELUDE')) == ''

# %%
assert longest_common_prefix(('prelude', 'p')) == 'p'

# %%
assert longest_common_prefix(('prelude', 'prefix', 'prelude', 'prefix')) == 'pre'

# %%
assert longest_common_prefix(('prelude', 'prefix', '')) == ''

# %%
assert longest_common_prefix(('prelude', '')) == ''

# %%
assert longest_common_prefix(('prelude', 'prefix', 'prelude')) == 'pre'

# %%
assert longest_common_prefix(('prefix', 'prefix', 'prelude', 'prelude')) == 'pre'

# %%
assert longest_common_prefix(('prefixprefix', 'prelude', 'prefix', 'prelude')) == 'pre'

# %%
assert longest_common_prefix(('prefix', 'p', 'prefix')) == 'p'

# %%
assert longest_common_prefix(('prefix', 'p', 'prefix', 'p')) == 'p'

# %%
assert longest_common_prefix(('', 'prefix')) == ''

# %%
assert longest_common_prefix(('p', '')) == ''

# %%
assert longest_common_prefix(('',)) == ''

# %%
assert longest_common_prefix(('', '')) == ''

# %%
assert longest_common_prefix(('preludeprelude', 'prefix')) == 'pre'

# %%
assert longest_common_prefix(('prefix', 'preludepreludepreludeprelude')) == 'pre'

# %%
assert longest_common_prefix(('preludeprelude',)) == 'preludeprelude'

# %%
assert longest_common_prefix(('prefix', 'preludeprelude', '')) == ''

# %%
assert longest_common_prefix(('', 'prelude', 'prefix')) == ''

# %%
assert longest_common_prefix(('prefixprefix', 'prelude', '')) == ''

# %%
assert longest_common_prefix(('prefixprefix',)) == 'prefixprefix'

# %%
assert longest_common_prefix(('prefix', 'prefix')) == 'prefix'

# %%
assert longest_common_prefix(('PRELUDE',)) == 'PRELUDE'

# %%
assert longest_common_prefix(('prefix', 'PRELUDE', '')) == ''

# %%
assert longest_common_prefix(('prefix', 'prelude', 'prefix', 'prefix', 'prelude', 'prefix')) == 'pre'

# %%
assert longest_common_prefix(('prefix', 'prelude', 'prefix', 'prefix')) == 'pre'

# %%
assert longest_common_prefix(('prefixprefix', 'prelude')) == 'pre'

# %%
assert longest_common_prefix(('prelude', 'PREFIXPREFIX')) == ''

# %%
assert longest_common_prefix(('prelude', 'PREFIX', 'prelude')) == ''

# %%
assert longest_common_prefix(('prelude', 'prefix', 'prelude', 'prelude')) == 'pre'

# %%
assert longest_common_prefix(('', 'prelude', 'prefix', 'prelude', '')) == ''

# %%
assert longest_common_prefix(('', 'prefix', 'prelude', 'prelude')) == ''

# %%
assert longest_common_prefix(('prelude', 'prefix', 'prelude', 'p')) == 'p'

# %%
assert longest_common_prefix(('prelude', 'prefix', 'prelude', 'PREFIX')) == ''

# %%
assert longest_common_prefix(('prefixprefix', 'prelude', 'prefix', 'prelude', 'prefix', 'prelude', 'prefix', 'prelude')) == 'pre'

# %%
assert longest_common_prefix(('prefix', 'prefix', 'prefix', 'prefix', 'prelude', 'prelude', 'prelude', 'prelude')) == 'pre'

# %%
assert longest_common_prefix(('prelude', 'prelude', 'prefix', 'prefix', 'prelude', 'prelude', 'prefix', 'prefix')) == 'pre'

# %%
assert longest_common_prefix(('prelude', 'prelude', '', 'prefix')) == ''

# %%
assert longest_common_prefix(('prefixprefix', 'preludeprelude', 'prefix', 'prelude')) == 'pre'

# %%
assert longest_common_prefix(('prefix', 'p', 'prefix', 'prefix', 'p', 'prefix')) == 'p'

# %%
assert longest_common_prefix(('p', 'p', 'prefix', 'prefix')) == 'p'

# %%
assert longest_common_prefix(('pp',)) == 'pp'

# %%
assert longest_common_prefix(('prefix', 'pp', 'prefix')) == 'p'

# %%
assert longest_common_prefix(('prefix', 'pp', 'prefix', 'pp')) == 'p'

# %%
assert longest_common_prefix(('prefix', '', '', 'prefix', '', '')) == ''

# %%
assert longest_common_prefix(('', 'prefix', '')) == ''

# %%
assert longest_common_prefix(('', '', '')) == ''

# %%
assert longest_common_prefix(('prefixprefix', '', 'prefixprefix', '')) == ''

# %%
assert longest_common_prefix(('p', '', 'prefix', '')) == ''

# %%
assert longest_common_prefix(('prefix', '', 'prefix', '', 'prefix')) == ''

# %%
assert longest_common_prefix(('preludeprelude', 'prefix', '')) == ''

# %%
assert longest_common_prefix(('preludepreludepreludeprelude', 'prefix')) == 'pre'

# %%
assert longest_common_prefix(('PRELUDEPRELUDE',)) == 'PRELUDEPRELUDE'

# %%
assert longest_common_prefix(('preludeprelude', '')) == ''

# %%
assert longest_common_prefix(('prefix', 'preludeprelude', 'prefix', '')) == ''

# %%
assert longest_common_prefix(('', 'preludeprelude', '')) == ''

# %%
assert longest_common_prefix(('prelude', 'prefix', 'prefix', '')) == ''

# %%
assert longest_common_prefix(('prefix', 'prelude', '', 'prefix', '')) == ''

# %%
assert longest_common_prefix(('', 'prefix', 'prelude', '')) == ''

# %%
assert longest_common_prefix(('p', 'prelude', '', 'prefix', 'prelude', '')) == ''

# %%
assert longest_common_prefix(('prefix', 'prelude', '', '', 'prefix')) == ''

# %%
assert longest_common_prefix(('prefixprefix', 'prelude', '', 'prefixprefix')) == ''

# %%
assert longest_common_prefix(('prefixprefix', 'prelude', '', '')) == ''

# %%
assert longest_common_prefix(('PREFIXPREFIX',)) == 'PREFIXPREFIX'

# %%
assert longest_common_prefix(('prelude', 'prelude', '')) == ''

# %%
assert longest_common_prefix(('PRELUDE', '')) == ''

# %%
assert longest_common_prefix(('prefix', 'PRELUDE', '', 'prefix', 'PRELUDE', '')) == ''

# %%
assert longest_common_prefix(('P', 'prefix')) == ''

# %%
assert longest_common_prefix(('PRELUDE', 'prefix', 'PRELUDE')) == ''

# %%
assert longest_common_prefix(('prelude', 'prefix', 'prefixprefix')) == 'pre'

# %%
assert longest_common_prefix(('', 'prefix', 'prelude', 'prefix')) == ''

# %%
assert longest_common_prefix(('prefix', 'prefix', 'prelude', 'prefix')) == 'pre'

# %%
assert longest_common_prefix(('p', 'prelude', 'prefix', 'prefix', 'prelude', 'prefix')) == 'p'
