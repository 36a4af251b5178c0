# %%
assert camel_to_snake('camelCase', separator='-') == 'camel-case'

# %% held-out
assert camel_to_snake('SomeLongName', separator='.') == 'some.long.name'

# %% held-out
assert camel_to_snake('getHttpCode', separator='') == 'gethttpcode'

# %% held-out
assert camel_to_snake('aB', separator='\\') == 'a\\b'

# %% held-out
assert camel_to_snake('camelCase') == 'camel_case'
