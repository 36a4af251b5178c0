# %%
assert camel_to_snake('camelCas', separator='-') == 'camel-cas'

# %%
assert camel_to_snake('camelCase', separator='ß-') == 'camelß-case'

# %%
assert camel_to_snake('came', separator='-') == 'came'

# %%
assert camel_to_snake('camelCase0', separator='-') == 'camel-case0'

# %%
assert camel_to_snake('camelCase', separator='--') == 'camel--case'

# %%
assert camel_to_snake('camelCase', separator='-0') == 'camel-0case'

# %%
assert camel_to_snake('camelCase', separator='') == 'camelcase'

# %%
assert camel_to_snake('ccamelCase', separator='-') == 'ccamel-case'

# %%
assert camel_to_snake('camelcase', separator='-') == 'camelcase'

# %%
assert camel_to_snake('c', separator='-') == 'c'

# %%
assert camel_to_snake('camelCasecamelCase', separator='-') == 'camel-casecamel-case'

# %%
assert camel_to_snake('amelCase', separator='-') == 'amel-case'

# %%
assert camel_to_snake('', separator='-') == ''

# %%
assert camel_to_snake('camelCase', separator='- ') == 'camel- case'

# %%
assert camel_to_snake('camelCase', separator='-é') == 'camel-écase'

# %%
assert camel_to_snake('ßcamelCase', separator='-') == 'ßcamel-case'

# %%
assert camel_to_snake('Camelcase', separator='-') == 'camelcase'

# %%
assert camel_to_snake('camelCase', separator=' -') == 'camel -case'

# %%
assert camel_to_snake('esaClemac', separator='-') == 'esa-clemac'

# %%
assert camel_to_snake('camelCaseé', separator='-') == 'camel-caseé'

# %%
assert camel_to_snake('SomeLongName', separator='..') == 'some..long..name'

# %%
assert camel_to_snake('SomeLongNameSomeLongName', separator='.') == 'some.long.name.some.long.name'

# %%
assert camel_to_snake('SomeLongName', separator='. ') == 'some. long. name'

# %%
assert camel_to_snake('SomeLongNameé', separator='.') == 'some.long.nameé'

# %%
assert camel_to_snake('omeLongName', separator='.') == 'ome.long.name'

# %%
assert camel_to_snake('SomeLo', separator='.') == 'some.lo'

# %%
assert camel_to_snake('SomeLongName', separator='.0') == 'some.0long.0name'

# %%
assert camel_to_snake('S', separator='.') == 's'

# %%
assert camel_to_snake('', separator='.') == ''

# %%
assert camel_to_snake('SomeLongName', separator='.é') == 'some.élong.éname'

# %%
assert camel_to_snake('SomeLongName', separator='ß.') == 'someß.longß.name'

# %%
assert camel_to_snake('SSomeLongName', separator='.') == 's.some.long.name'

# %%
assert camel_to_snake('SomeLongName0', separator='.') == 'some.long.name0'

# %%
assert camel_to_snake('SomeLongNam', separator='.') == 'some.long.nam'

# %%
assert camel_to_snake('SomeLongName', separator='') == 'somelongname'

# %%
assert camel_to_snake('emaNgnoLemoS', separator='.') == 'ema.ngno.lemo.s'

# %%
assert camel_to_snake('somelongname', separator='.') == 'somelongname'

# %%
assert camel_to_snake('Somelongname', separator='.') == 'somelongname'

# %%
assert camel_to_snake('getHttpCode', separator=' ') == 'get http code'

# %%
assert camel_to_snake('getHt', separator='') == 'getht'

# %%
assert camel_to_snake('GEThTTPcODE', separator='') == 'gethttpcode'

# %%
assert camel_to_snake('getHttpCode', separator='0') == 'get0http0code'

# %%
assert camel_to_snake('ggetHttpCode', separator='') == 'ggethttpcode'

# %%
assert camel_to_snake('gethttpcode', separator='') == 'gethttpcode'

# %%
assert camel_to_snake('Gethttpcode', separator='') == 'gethttpcode'

# %%
assert camel_to_snake('GETHTTPCODE', separator='') == 'gethttpcode'

# %%
assert camel_to_snake('getHttpCode0', separator='') == 'gethttpcode0'

# %%
assert camel_to_snake('g', separator='') == 'g'

# %%
assert camel_to_snake('getHttpCodeé', separator='') == 'gethttpcodeé'

# %%
assert camel_to_snake('edoCpttHteg', separator='') == 'edocptthteg'

# %%
assert camel_to_snake('getHttpCod', separator='') == 'gethttpcod'

# %%
assert camel_to_snake('getHttpCodegetHttpCode', separator='') == 'gethttpcodegethttpcode'

# %%
assert camel_to_snake('getHttpCode', separator='é') == 'getéhttpécode'

# %%
assert camel_to_snake('ßgetHttpCode', separator='') == 'ßgethttpcode'

# %%
assert camel_to_snake('', separator='') == ''

# %%
assert camel_to_snake('ab', separator='\\') == 'ab'

# %%
assert camel_to_snake('aB0', separator='\\') == 'a\\b0'

# %%
assert camel_to_snake('Ba', separator='\\') == 'ba'

# %%
assert camel_to_snake('aB', separator='\\é') == 'a\\éb'

# %%
assert camel_to_snake('aaB', separator='\\') == 'aa\\b'

# %%
assert camel_to_snake('aB', separator='\\0') == 'a\\0b'

# %%
assert camel_to_snake('aB', separator='\\ ') == 'a\\ b'

# %%
assert camel_to_snake('aBaB', separator='\\') == 'a\\ba\\b'

# %%
assert camel_to_snake('aB', separator=' \\') == 'a \\b'

# %%
assert camel_to_snake('', separator='\\') == ''

# %%
assert camel_to_snake('B', separator='\\') == 'b'

# %%
assert camel_to_snake('Ab', separator='\\') == 'ab'

# %%
assert camel_to_snake('a', separator='\\') == 'a'

# %%
assert camel_to_snake('ßaB', separator='\\') == 'ßa\\b'

# %%
assert camel_to_snake('camelCaseé') == 'camel_caseé'

# %%
assert camel_to_snake('c') == 'c'

# %%
assert camel_to_snake('came') == 'came'

# %%
assert camel_to_snake('ccamelCase') == 'ccamel_case'

# %%
assert camel_to_snake('camelcase') == 'camelcase'

# %%
assert camel_to_snake('esaClemac') == 'esa_clemac'

# %%
assert camel_to_snake('') == ''

# %%
assert camel_to_snake('Camelcase') == 'camelcase'

# %%
assert camel_to_snake('camelCasecamelCase') == 'camel_casecamel_case'

# %%
assert camel_to_snake('camelCase0') == 'camel_case0'

# %%
assert camel_to_snake('camelCas') == 'camel_cas'
