# %%
assert camel_to_snake('camelCase') == 'camel_case'

# %% held-out
assert camel_to_snake('PascalCase') == 'pascal_case'

# %% held-out
assert camel_to_snake('already') == 'already'

# %% held-out
assert camel_to_snake('getX') == 'get_x'

# %% held-out
assert camel_to_snake('parseJsonValue') == 'parse_json_value'
