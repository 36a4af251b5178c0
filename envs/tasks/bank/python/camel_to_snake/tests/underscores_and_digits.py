# %%
assert camel_to_snake('Already_Snake') == 'already_snake'

# %%
assert camel_to_snake('my_Var') == 'my_var'

# %%
assert camel_to_snake('version2Update') == 'version2_update'

# %%
assert camel_to_snake('') == ''
