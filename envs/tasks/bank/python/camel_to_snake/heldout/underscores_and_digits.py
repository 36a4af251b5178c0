# %%
assert camel_to_snake('lready_Snake') == 'lready_snake'

# %%
assert camel_to_snake('Already_Snake0') == 'already_snake0'

# %%
assert camel_to_snake('Alread') == 'alread'

# %%
assert camel_to_snake('Already_Snakeé') == 'already_snakeé'

# %%
assert camel_to_snake('already_snake') == 'already_snake'

# %%
assert camel_to_snake('A') == 'a'

# %%
assert camel_to_snake('Already_Snak') == 'already_snak'

# %%
assert camel_to_snake('my_Var0') == 'my_var0'

# %%
assert camel_to_snake('mmy_Var') == 'mmy_var'

# %%
assert camel_to_snake('my_Varmy_Var') == 'my_varmy_var'

# %%
assert camel_to_snake('My_Var') == 'my_var'

# %%
assert camel_to_snake('y_Var') == 'y_var'

# %%
assert camel_to_snake('my_') == 'my_'

# %%
assert camel_to_snake('version') == 'version'

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
assert camel_to_snake('version2Updateversion2Update') == 'version2_updateversion2_update'

# %%
assert camel_to_snake('ersion2Update') == 'ersion2_update'

# %%
assert camel_to_snake('é') == 'é'

# %%
assert camel_to_snake('Already_SnakeAlready_Snake0') == 'already_snake_already_snake0'

# %%
assert camel_to_snake('lready_SnakeAlready_Snake') == 'lready_snake_already_snake'

# %%
assert camel_to_snake('lready_Snak') == 'lready_snak'

# %%
assert camel_to_snake('lready_Snakelready_Snake') == 'lready_snakelready_snake'

# %%
assert camel_to_snake('already_snake0') == 'already_snake0'

# %%
assert camel_to_snake('AlreadAlread') == 'alread_alread'

# %%
assert camel_to_snake('Alreadé') == 'alreadé'

# %%
assert camel_to_snake('Alr') == 'alr'

# %%
assert camel_to_snake('ekanS_ydaerl') == 'ekan_s_ydaerl'

# %%
assert camel_to_snake('ekanS_') == 'ekan_s_'

# %%
assert camel_to_snake('éekanS_ydaerlA') == 'éekan_s_ydaerl_a'

# %%
assert camel_to_snake('Aé') == 'aé'

# %%
assert camel_to_snake('a') == 'a'

# %%
assert camel_to_snake('Aalready_Snake') == 'aalready_snake'

# %%
assert camel_to_snake('AAlready_Snake0') == 'a_already_snake0'

# %%
assert camel_to_snake('AAlready_Snak') == 'a_already_snak'

# %%
assert camel_to_snake('kanS_ydaerlA') == 'kan_s_ydaerl_a'

# %%
assert camel_to_snake('my_var0') == 'my_var0'

# %%
assert camel_to_snake('my_Var00') == 'my_var00'

# %%
assert camel_to_snake('my_Var0my_Var0') == 'my_var0my_var0'

# %%
assert camel_to_snake('mmy_Varé') == 'mmy_varé'

# %%
assert camel_to_snake('aV_ym') == 'a_v_ym'

# %%
assert camel_to_snake('my') == 'my'

# %%
assert camel_to_snake('my_varé') == 'my_varé'

# %%
assert camel_to_snake('ßmy_Varé') == 'ßmy_varé'

# %%
assert camel_to_snake('my_Varéé') == 'my_varéé'

# %%
assert camel_to_snake('y_var') == 'y_var'

# %%
assert camel_to_snake('my_va') == 'my_va'

# %%
assert camel_to_snake('raV_y') == 'ra_v_y'

# %%
assert camel_to_snake('raV_ym0') == 'ra_v_ym0'

# %%
assert camel_to_snake('MMy_Var') == 'm_my_var'

# %%
assert camel_to_snake('My_Varé') == 'my_varé'

# %%
assert camel_to_snake('m0') == 'm0'

# %%
assert camel_to_snake('Y_Var') == 'y_var'

# %%
assert camel_to_snake('ßßmy_Var') == 'ßßmy_var'

# %%
assert camel_to_snake('_ym') == '_ym'

# %%
assert camel_to_snake('my_é') == 'my_é'

# %%
assert camel_to_snake('ver') == 'ver'

# %%
assert camel_to_snake('version0') == 'version0'

# %%
assert camel_to_snake('etadpU2noisrevß') == 'etadp_u2noisrevß'

# %%
assert camel_to_snake('Ssversion2Update') == 'ssversion2_update'

# %%
assert camel_to_snake('ßversion2Update0') == 'ßversion2_update0'

# %%
assert camel_to_snake('Etadpu2Noisrev') == 'etadpu2_noisrev'

# %%
assert camel_to_snake('etadpU2noisrev0') == 'etadp_u2noisrev0'

# %%
assert camel_to_snake('version2update0') == 'version2update0'

# %%
assert camel_to_snake('ßv') == 'ßv'

# %%
assert camel_to_snake('V') == 'v'

# %%
assert camel_to_snake('vv') == 'vv'

# %%
assert camel_to_snake('v0') == 'v0'

# %%
assert camel_to_snake('Version2Updateé') == 'version2_updateé'

# %%
assert camel_to_snake('ersion2Updateé') == 'ersion2_updateé'

# %%
assert camel_to_snake('version2Updateversion2Updateé') == 'version2_updateversion2_updateé'

# %%
assert camel_to_snake('rsion2Update') == 'rsion2_update'

# %%
assert camel_to_snake('vversion2Updat') == 'vversion2_updat'

# %%
assert camel_to_snake('ß0') == 'ß0'

# %%
assert camel_to_snake('ßß') == 'ßß'

# %%
assert camel_to_snake('Ss') == 'ss'

# %%
assert camel_to_snake('éé') == 'éé'
