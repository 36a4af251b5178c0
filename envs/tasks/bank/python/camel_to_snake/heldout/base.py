# %%
assert camel_to_snake('camelCaseé') == 'camel_caseé'

# %%
assert camel_to_snake('ccamelCase') == 'ccamel_case'

# %%
assert camel_to_snake('Camelcase') == 'camelcase'

# %%
assert camel_to_snake('esaClemac') == 'esa_clemac'

# %%
assert camel_to_snake('ßcamelCase') == 'ßcamel_case'

# %%
assert camel_to_snake('amelCase') == 'amel_case'

# %%
assert camel_to_snake('c') == 'c'

# %%
assert camel_to_snake('came') == 'came'

# %%
assert camel_to_snake('Pasca') == 'pasca'

# %%
assert camel_to_snake('pascalcase') == 'pascalcase'

# %%
assert camel_to_snake('Pascalcase') == 'pascalcase'

# %%
assert camel_to_snake('PascalCasePascalCase') == 'pascal_case_pascal_case'

# %%
assert camel_to_snake('esaClacsaP') == 'esa_clacsa_p'

# %%
assert camel_to_snake('alr') == 'alr'

# %%
assert camel_to_snake('aalready') == 'aalready'

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
assert camel_to_snake('g') == 'g'

# %%
assert camel_to_snake('getx') == 'getx'

# %%
assert camel_to_snake('Getx') == 'getx'

# %%
assert camel_to_snake('ge') == 'ge'

# %%
assert camel_to_snake('Xteg') == 'xteg'

# %%
assert camel_to_snake('getX0') == 'get_x0'

# %%
assert camel_to_snake('getXgetX') == 'get_xget_x'

# %%
assert camel_to_snake('parseJsonValueé') == 'parse_json_valueé'

# %%
assert camel_to_snake('p') == 'p'

# %%
assert camel_to_snake('eulaVnosJesrap') == 'eula_vnos_jesrap'

# %%
assert camel_to_snake('arseJsonValue') == 'arse_json_value'

# %%
assert camel_to_snake('esaClemacc') == 'esa_clemacc'

# %%
assert camel_to_snake('esaC') == 'esa_c'

# %%
assert camel_to_snake('ßcamelCaseé') == 'ßcamel_caseé'

# %%
assert camel_to_snake('ßßcamelCase') == 'ßßcamel_case'

# %%
assert camel_to_snake('aamelCase') == 'aamel_case'

# %%
assert camel_to_snake('saClemac') == 'sa_clemac'

# %%
assert camel_to_snake('camelCasé') == 'camel_casé'

# %%
assert camel_to_snake('cc') == 'cc'

# %%
assert camel_to_snake('amelCasecamelCase') == 'amel_casecamel_case'

# %%
assert camel_to_snake('Came') == 'came'

# %%
assert camel_to_snake('PPascalCaseé') == 'p_pascal_caseé'

# %%
assert camel_to_snake('ppascalcase') == 'ppascalcase'

# %%
assert camel_to_snake('PascalCaseéé') == 'pascal_caseéé'

# %%
assert camel_to_snake('ascalcase') == 'ascalcase'

# %%
assert camel_to_snake('Pascalcase0') == 'pascalcase0'

# %%
assert camel_to_snake('ascalCas') == 'ascal_cas'

# %%
assert camel_to_snake('esaclacsap') == 'esaclacsap'

# %%
assert camel_to_snake('saClacsaP') == 'sa_clacsa_p'

# %%
assert camel_to_snake('alre') == 'alre'

# %%
assert camel_to_snake('lready0') == 'lready0'

# %%
assert camel_to_snake('aalready0') == 'aalready0'

# %%
assert camel_to_snake('Aalready') == 'aalready'

# %%
assert camel_to_snake('y') == 'y'

# %%
assert camel_to_snake('ßalready0') == 'ßalready0'

# %%
assert camel_to_snake('Ssalready') == 'ssalready'

# %%
assert camel_to_snake('ydaerlaydaerla') == 'ydaerlaydaerla'

# %%
assert camel_to_snake('lreadylready') == 'lreadylready'

# %%
assert camel_to_snake('Alread') == 'alread'

# %%
assert camel_to_snake('ggetXggetX') == 'gget_xgget_x'

# %%
assert camel_to_snake('getget') == 'getget'

# %%
assert camel_to_snake('G') == 'g'

# %%
assert camel_to_snake('Ssgetx') == 'ssgetx'

# %%
assert camel_to_snake('Xteg0') == 'xteg0'

# %%
assert camel_to_snake('Xte') == 'xte'

# %%
assert camel_to_snake('parseJsonValue0é') == 'parse_json_value0é'

# %%
assert camel_to_snake('pparseJsonValue0') == 'pparse_json_value0'

# %%
assert camel_to_snake('pparseJ') == 'pparse_j'

# %%
assert camel_to_snake('pparsejsonvalue') == 'pparsejsonvalue'

# %%
assert camel_to_snake('parseJsonValueparseJsonValu') == 'parse_json_valueparse_json_valu'

# %%
assert camel_to_snake('ulaVnosJesrap') == 'ula_vnos_jesrap'

# %%
assert camel_to_snake('arseJsonValueé') == 'arse_json_valueé'

# %%
assert camel_to_snake('parseJsonValueé0') == 'parse_json_valueé0'

# %%
assert camel_to_snake('pé') == 'pé'

# %%
assert camel_to_snake('eulavnosjesrap') == 'eulavnosjesrap'

# %%
assert camel_to_snake('ßparseJsonValue0') == 'ßparse_json_value0'

# %%
assert camel_to_snake('Parsejsonvalu') == 'parsejsonvalu'

# %%
assert camel_to_snake('arsejsonvalue') == 'arsejsonvalue'
