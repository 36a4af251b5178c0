# %%
assert slugify('Crème BrûléeCrème Brûlée') == 'creme-bruleecreme-brulee'

# %%
assert slugify(' Crème Brûlée') == 'creme-brulee'

# %%
assert slugify('rème Brûlée') == 'reme-brulee'

# %%
assert slugify('cRÈME bRÛLÉE') == 'creme-brulee'

# %%
assert slugify('Crème  Brûlée') == 'creme-brulee'

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
assert slugify('naïve café ') == 'naive-cafe'

# %%
assert slugify('naïve  café') == 'naive-cafe'

# %%
assert slugify('naïve') == 'naive'

# %%
assert slugify('aïve café') == 'aive-cafe'

# %%
assert slugify('naïve caféé') == 'naive-cafee'

# %%
assert slugify('naïve caf') == 'naive-caf'

# %%
assert slugify(' naïve café') == 'naive-cafe'

# %%
assert slugify('nnaïve café') == 'nnaive-cafe'

# %%
assert slugify('sTRASSE 5') == 'strasse-5'

# %%
assert slugify('S') == 's'

# %%
assert slugify('SStraße 5') == 'sstra-e-5'

# %%
assert slugify('Straße 5Straße 5') == 'stra-e-5stra-e-5'

# %%
assert slugify('straße 5') == 'stra-e-5'

# %%
assert slugify('Straße  5') == 'stra-e-5'

# %%
assert slugify('STRASSE 5') == 'strasse-5'

# %%
assert slugify('日本 tea ') == 'tea'

# %%
assert slugify('日本  tea') == 'tea'

# %%
assert slugify('日日本 tea') == 'tea'

# %%
assert slugify('日本 tea0') == 'tea0'

# %%
assert slugify('日本 teaé') == 'teae'

# %%
assert slugify('ß日本 tea') == 'tea'

# %%
assert slugify('Crème Brûlé ') == 'creme-brule'

# %%
assert slugify('Crème BrûléeCrème Brûlé') == 'creme-bruleecreme-brule'

# %%
assert slugify('eélûrB emèrCß') == 'eelurb-emerc'

# %%
assert slugify(' crème brûlée') == 'creme-brulee'

# %%
assert slugify(' Crème') == 'creme'

# %%
assert slugify('cRÈME bRÛLÉE ') == 'creme-brulee'

# %%
assert slugify('ccRÈME bRÛLÉE') == 'ccreme-brulee'

# %%
assert slugify('Crème Brûlée00') == 'creme-brulee00'

# %%
assert slugify('ßCrème  Brûlée') == 'creme-brulee'

# %%
assert slugify('c') == 'c'

# %%
assert slugify('ßC') == 'c'

# %%
assert slugify('crème brûlée ') == 'creme-brulee'

# %%
assert slugify('ßCrème Brûlée ') == 'creme-brulee'

# %%
assert slugify('ÉFAC EVÏAN') == 'efac-evian'

# %%
assert slugify('ßn') == 'n'

# %%
assert slugify('aïve café0') == 'aive-cafe0'

# %%
assert slugify('Naïve Caf') == 'naive-caf'

# %%
assert slugify('naïve  caféé') == 'naive-cafee'

# %%
assert slugify('NAÏVE  CAFÉ') == 'naive-cafe'

# %%
assert slugify('aaïve café') == 'aaive-cafe'

# %%
assert slugify('naïve caf0') == 'naive-caf0'

# %%
assert slugify('ß naïve café') == 'naive-cafe'

# %%
assert slugify('nnaïve café0') == 'nnaive-cafe0'

# %%
assert slugify('naïve  cafénaïve  café') == 'naive-cafenaive-cafe'

# %%
assert slugify('Strasse 5') == 'strasse-5'

# %%
assert slugify('S ') == 's'

# %%
assert slugify(' S') == 's'

# %%
assert slugify('sTRA') == 'stra'

# %%
assert slugify('stra') == 'stra'

# %%
assert slugify('Straße 50 ') == 'stra-e-50'

# %%
assert slugify('traße 5 ') == 'tra-e-5'

# %%
assert slugify('sTRASSE 5sTRASSE 5') == 'strasse-5strasse-5'

# %%
assert slugify('ßstraße 5') == 'stra-e-5'

# %%
assert slugify('5 ESSARTs') == '5-essarts'

# %%
assert slugify('SStraße  5') == 'sstra-e-5'

# %%
assert slugify(' STRASSE 5') == 'strasse-5'

# %%
assert slugify(' Straße 5 ') == 'stra-e-5'

# %%
assert slugify('本 te') == 'te'

# %%
assert slugify('日本 Te') == 'te'

# %%
assert slugify(' 日本 tea ') == 'tea'

# %%
assert slugify('日本  tea  ') == 'tea'

# %%
assert slugify('本 tea本 tea') == 'tea-tea'

# %%
assert slugify('日本  teaé') == 'teae'

# %%
assert slugify(' 日日本 tea') == 'tea'

# %%
assert slugify('日日本 tea ') == 'tea'

# %%
assert slugify('ß日本 teaé') == 'teae'

# %%
assert slugify('et 本日') == 'et'

# %%
assert slugify('Ss日本 Tea') == 'ss-tea'
