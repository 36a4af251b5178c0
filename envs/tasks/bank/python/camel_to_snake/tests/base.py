# %%
assert camel_to_snake('camelCase') == 'camel_case'

# %%
assert camel_to_snake('PascalCase') == 'pascal_case'

# %%
assert camel_to_snake('already') == 'already'

# %%
assert camel_to_snake('getX') == 'get_x'

# %%
assert camel_to_snake('parseJsonValue') == 'parse_json_value'
