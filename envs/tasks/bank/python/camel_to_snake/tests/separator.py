# %%
assert camel_to_snake('camelCase', separator='-') == 'camel-case'

# %%
assert camel_to_snake('SomeLongName', separator='.') == 'some.long.name'

# %%
assert camel_to_snake('getHttpCode', separator='') == 'gethttpcode'

# %%
assert camel_to_snake('aB', separator='\\') == 'a\\b'

# %%
assert camel_to_snake('camelCase') == 'camel_case'
