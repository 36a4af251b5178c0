# %%
assert camel_to_snake('Already_Snake') == 'already_snake'

# %% held-out
assert camel_to_snake('my_Var') == 'my_var'

# %% held-out
assert camel_to_snake('version2Update') == 'version2_update'

# %% held-out
assert camel_to_snake('') == ''
