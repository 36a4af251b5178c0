# %%
assert camel_to_snake('camelcase') == 'camelcase'

# %%
assert camel_to_snake('camelCaseé') == 'camel_caseé'

# %%
assert camel_to_snake('ccamelCase') == 'ccamel_case'

# %%
assert camel_to_snake('Camelcase') == 'camelcase'

# %%
assert camel_to_snake('camelCase0') == 'camel_case0'

# %%
assert camel_to_snake('esaClemac') == 'esa_clemac'

# %%
assert camel_to_snake('ßcamelCase') == 'ßcamel_case'

# %%
assert camel_to_snake('amelCase') == 'amel_case'

# %%
assert camel_to_snake('camelCas') == 'camel_cas'

# %%
assert camel_to_snake('c') == 'c'

# %%
assert camel_to_snake('camelCasecamelCase') == 'camel_casecamel_case'

# %%
assert camel_to_snake('came') == 'came'

# %%
assert camel_to_snake('ascalCase') == 'ascal_case'

# %%
assert camel_to_snake('Pasca') == 'pasca'

# %%
assert camel_to_snake('P') == 'p'

# %%
assert camel_to_snake('pascalcase') == 'pascalcase'

# %%
assert camel_to_snake('PPascalCase') == 'p_pascal_case'

# %%
assert camel_to_snake('PascalCase0') == 'pascal_case0'

# %%
assert camel_to_snake('PascalCaseé') == 'pascal_caseé'

# %%
assert camel_to_snake('Pascalcase') == 'pascalcase'

# %%
assert camel_to_snake('PascalCasePascalCase') == 'pascal_case_pascal_case'

# %%
assert camel_to_snake('PascalCas') == 'pascal_cas'

# %%
assert camel_to_snake('esaClacsaP') == 'esa_clacsa_p'

# %%
assert camel_to_snake('alr') == 'alr'

# %%
assert camel_to_snake('alread') == 'alread'

# %%
assert camel_to_snake('already0') == 'already0'

# %%
assert camel_to_snake('aalready') == 'aalready'

# %%
assert camel_to_snake('ydaerla') == 'ydaerla'

# %%
assert camel_to_snake('ßalready') == 'ßalready'

# %%
assert camel_to_snake('alreadyalready') == 'alreadyalready'

# %%
assert camel_to_snake('alreadyé') == 'alreadyé'

# %%
assert camel_to_snake('a') == 'a'

# %%
assert camel_to_snake('lready') == 'lready'

# %%
assert camel_to_snake('Already') == 'already'

# %%
assert camel_to_snake('getXé') == 'get_xé'

# %%
assert camel_to_snake('ggetX') == 'gget_x'

# %%
assert camel_to_snake('g') == 'g'

# %%
assert camel_to_snake('getx') == 'getx'

# %%
assert camel_to_snake('get') == 'get'

# %%
assert camel_to_snake('Getx') == 'getx'

# %%
assert camel_to_snake('ßgetX') == 'ßget_x'

# %%
assert camel_to_snake('ge') == 'ge'

# %%
assert camel_to_snake('etX') == 'et_x'

# %%
assert camel_to_snake('Xteg') == 'xteg'

# %%
assert camel_to_snake('getX0') == 'get_x0'

# %%
assert camel_to_snake('getXgetX') == 'get_xget_x'

# %%
assert camel_to_snake('parseJsonValue0') == 'parse_json_value0'

# %%
assert camel_to_snake('pparseJsonValue') == 'pparse_json_value'

# %%
assert camel_to_snake('parseJsonValueparseJsonValue') == 'parse_json_valueparse_json_value'

# %%
assert camel_to_snake('parseJsonValu') == 'parse_json_valu'

# %%
assert camel_to_snake('parseJsonValueé') == 'parse_json_valueé'

# %%
assert camel_to_snake('p') == 'p'

# %%
assert camel_to_snake('eulaVnosJesrap') == 'eula_vnos_jesrap'

# %%
assert camel_to_snake('parsejsonvalue') == 'parsejsonvalue'

# %%
assert camel_to_snake('ßparseJsonValue') == 'ßparse_json_value'

# %%
assert camel_to_snake('Parsejsonvalue') == 'parsejsonvalue'

# %%
assert camel_to_snake('parseJs') == 'parse_js'

# %%
assert camel_to_snake('arseJsonValue') == 'arse_json_value'
