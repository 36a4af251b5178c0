# %%
assert slugify('Crème Brûléeé') == 'creme-bruleee'

# %%
assert slugify('Crème Brûlé') == 'creme-brule'

# %%
assert slugify('Crème BrûléeCrème Brûlée') == 'creme-bruleecreme-brulee'

# %%
assert slugify('eélûrB emèrC') == 'eelurb-emerc'

# %%
assert slugify('ßCrème Brûlée') == 'creme-brulee'

# %%
assert slugify(' Crème Brûlée') == 'creme-brulee'

# %%
assert slugify('CCrème Brûlée') == 'ccreme-brulee'

# %%
assert slugify('rème Brûlée') == 'reme-brulee'

# %%
assert slugify('cRÈME bRÛLÉE') == 'creme-brulee'

# %%
assert slugify('Crème Brûlée0') == 'creme-brulee0'

# %%
assert slugify('Crème  Brûlée') == 'creme-brulee'

# %%
assert slugify('C') == 'c'

# %%
assert slugify('crème brûlée') == 'creme-brulee'

# %%
assert slugify('CRÈME BRÛLÉE') == 'creme-brulee'

# %%
assert slugify('Crème Brûlée ') == 'creme-brulee'

# %%
assert slugify('Crème ') == 'creme'

# %%
assert slugify('NAÏVE CAFÉ') == 'naive-cafe'

# %%
assert slugify('n') == 'n'

# %%
assert slugify('naïve café0') == 'naive-cafe0'

# %%
assert slugify('naïve café ') == 'naive-cafe'

# %%
assert slugify('Naïve Café') == 'naive-cafe'

# %%
assert slugify('naïve  café') == 'naive-cafe'

# %%
assert slugify('naïve') == 'naive'

# %%
assert slugify('aïve café') == 'aive-cafe'

# %%
assert slugify('éfac evïan') == 'efac-evian'

# %%
assert slugify('naïve caféé') == 'naive-cafee'

# %%
assert slugify('ßnaïve café') == 'naive-cafe'

# %%
assert slugify('naïve caf') == 'naive-caf'

# %%
assert slugify(' naïve café') == 'naive-cafe'

# %%
assert slugify('nnaïve café') == 'nnaive-cafe'

# %%
assert slugify('naïve cafénaïve café') == 'naive-cafenaive-cafe'

# %%
assert slugify('Straße 5é') == 'stra-e-5e'

# %%
assert slugify('sTRASSE 5') == 'strasse-5'

# %%
assert slugify('S') == 's'

# %%
assert slugify('Stra') == 'stra'

# %%
assert slugify('Straße 50') == 'stra-e-50'

# %%
assert slugify('SStraße 5') == 'sstra-e-5'

# %%
assert slugify('Straße 5 ') == 'stra-e-5'

# %%
assert slugify('Straße ') == 'stra-e'

# %%
assert slugify('Straße 5Straße 5') == 'stra-e-5stra-e-5'

# %%
assert slugify('ßStraße 5') == 'stra-e-5'

# %%
assert slugify('straße 5') == 'stra-e-5'

# %%
assert slugify('5 eßartS') == '5-e-arts'

# %%
assert slugify('traße 5') == 'tra-e-5'

# %%
assert slugify('Straße  5') == 'stra-e-5'

# %%
assert slugify('STRASSE 5') == 'strasse-5'

# %%
assert slugify(' Straße 5') == 'stra-e-5'

# %%
assert slugify('日本 tea日本 tea') == 'tea-tea'

# %%
assert slugify('日本 te') == 'te'

# %%
assert slugify('日本 tea ') == 'tea'

# %%
assert slugify('本 tea') == 'tea'

# %%
assert slugify('日本  tea') == 'tea'

# %%
assert slugify('日本 TEA') == 'tea'

# %%
assert slugify('日日本 tea') == 'tea'

# %%
assert slugify(' 日本 tea') == 'tea'

# %%
assert slugify('日本 Tea') == 'tea'

# %%
assert slugify('日本 tea0') == 'tea0'

# %%
assert slugify('日本 teaé') == 'teae'

# %%
assert slugify('aet 本日') == 'aet'

# %%
assert slugify('ß日本 tea') == 'tea'
