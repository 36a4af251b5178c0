# %%
assert camel_to_snake('Already_SnakeAlready_Snake') == 'already_snake_already_snake'

# %%
assert camel_to_snake('lready_Snake') == 'lready_snake'

# %%
assert camel_to_snake('Already_Snake0') == 'already_snake0'

# %%
assert camel_to_snake('Alread') == 'alread'

# %%
assert camel_to_snake('ekanS_ydaerlA') == 'ekan_s_ydaerl_a'

# %%
assert camel_to_snake('Already_Snakeé') == 'already_snakeé'

# %%
assert camel_to_snake('already_snake') == 'already_snake'

# %%
assert camel_to_snake('A') == 'a'

# %%
assert camel_to_snake('AAlready_Snake') == 'a_already_snake'

# %%
assert camel_to_snake('Already_Snak') == 'already_snak'

# %%
assert camel_to_snake('my_Var0') == 'my_var0'

# %%
assert camel_to_snake('mmy_Var') == 'mmy_var'

# %%
assert camel_to_snake('my_Va') == 'my_va'

# %%
assert camel_to_snake('my_Varé') == 'my_varé'

# %%
assert camel_to_snake('my_var') == 'my_var'

# %%
assert camel_to_snake('raV_ym') == 'ra_v_ym'

# %%
assert camel_to_snake('my_Varmy_Var') == 'my_varmy_var'

# %%
assert camel_to_snake('My_Var') == 'my_var'

# %%
assert camel_to_snake('m') == 'm'

# %%
assert camel_to_snake('y_Var') == 'y_var'

# %%
assert camel_to_snake('ßmy_Var') == 'ßmy_var'

# %%
assert camel_to_snake('my_') == 'my_'

# %%
assert camel_to_snake('version') == 'version'

# %%
assert camel_to_snake('ßversion2Update') == 'ßversion2_update'

# %%
assert camel_to_snake('version2Update0') == 'version2_update0'

# %%
assert camel_to_snake('vversion2Update') == 'vversion2_update'

# %%
assert camel_to_snake('etadpU2noisrev') == 'etadp_u2noisrev'

# %%
assert camel_to_snake('version2update') == 'version2update'

# %%
assert camel_to_snake('v') == 'v'

# %%
assert camel_to_snake('version2Updateé') == 'version2_updateé'

# %%
assert camel_to_snake('version2Updateversion2Update') == 'version2_updateversion2_update'

# %%
assert camel_to_snake('ersion2Update') == 'ersion2_update'

# %%
assert camel_to_snake('Version2Update') == 'version2_update'

# %%
assert camel_to_snake('version2Updat') == 'version2_updat'

# %%
assert camel_to_snake('ß') == 'ß'

# %%
assert camel_to_snake('é') == 'é'
