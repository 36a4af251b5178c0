# %%
assert pluralize('BO') == 'BOS'

# %%
assert pluralize('BBOX') == 'BBOXES'

# %%
assert pluralize(' BOX') == ' BOXES'

# %%
assert pluralize('OX') == 'OXES'

# %%
assert pluralize('BOXé') == 'Boxés'

# %%
assert pluralize('BOXBOX') == 'BOXBOXES'

# %%
assert pluralize('ßBOX') == 'ßboxes'

# %%
assert pluralize('box') == 'boxes'

# %%
assert pluralize('C') == 'Cs'

# %%
assert pluralize('City0') == 'City0s'

# %%
assert pluralize('ytiC') == 'ytics'

# %%
assert pluralize('Cityé') == 'Cityés'

# %%
assert pluralize('cITY') == 'cities'

# %%
assert pluralize('CCity') == 'Ccities'

# %%
assert pluralize('CITY') == 'CITIES'

# %%
assert pluralize('CityCity') == 'Citycities'

# %%
assert pluralize('City ') == 'City s'

# %%
assert pluralize('Dayé') == 'Dayés'

# %%
assert pluralize('dAY') == 'days'

# %%
assert pluralize('yaD') == 'yads'

# %%
assert pluralize('Day ') == 'Day s'

# %%
assert pluralize('ay') == 'ays'

# %%
assert pluralize('catcat') == 'catcats'

# %%
assert pluralize('ßcat') == 'ßcats'

# %%
assert pluralize('ca') == 'cas'

# %%
assert pluralize('cat0') == 'cat0s'

# %%
assert pluralize('caté') == 'catés'

# %%
assert pluralize('ccat') == 'ccats'

# %%
assert pluralize('c') == 'cs'

# %%
assert pluralize(' cat') == ' cats'

# %%
assert pluralize('CAT') == 'CATS'

# %%
assert pluralize('XOB ') == 'XOB S'

# %%
assert pluralize('BO ') == 'BO S'

# %%
assert pluralize('BO0') == 'BO0S'

# %%
assert pluralize('BOXé ') == 'Boxé s'

# %%
assert pluralize('b') == 'bs'

# %%
assert pluralize('SSBOX') == 'SSBOXES'

# %%
assert pluralize('xob') == 'xobs'

# %%
assert pluralize('C ') == 'C S'

# %%
assert pluralize('CITY0') == 'CITY0S'

# %%
assert pluralize('CCity0') == 'Ccity0s'

# %%
assert pluralize('Ytic') == 'Ytics'

# %%
assert pluralize('ytiC0') == 'ytic0s'

# %%
assert pluralize(' City City') == ' city cities'

# %%
assert pluralize(' C') == ' CS'

# %%
assert pluralize('it') == 'its'

# %%
assert pluralize('Ity') == 'Ities'

# %%
assert pluralize('cityé') == 'cityés'

# %%
assert pluralize('CCityé') == 'Ccityés'

# %%
assert pluralize('tiC') == 'tics'

# %%
assert pluralize('CITYCITY') == 'CITYCITIES'

# %%
assert pluralize('CCity ') == 'Ccity s'

# %%
assert pluralize('ßCityßCity') == 'ßcityßcities'

# %%
assert pluralize('CCi') == 'Ccis'

# %%
assert pluralize('ay0') == 'ay0s'

# %%
assert pluralize('éyaD') == 'éyads'

# %%
assert pluralize('dAYÉ') == 'dayés'

# %%
assert pluralize('AY') == 'AYS'

# %%
assert pluralize('DDayDDay') == 'Ddayddays'

# %%
assert pluralize('aD') == 'ads'

# %%
assert pluralize('DayDayDayDay') == 'Daydaydaydays'

# %%
assert pluralize('ß Day') == 'ß days'

# %%
assert pluralize(' day') == ' days'

# %%
assert pluralize('d') == 'ds'

# %%
assert pluralize('ayé') == 'ayés'

# %%
assert pluralize('catcatcatcat') == 'catcatcatcats'

# %%
assert pluralize(' ßcat') == ' ßcats'

# %%
assert pluralize('caca') == 'cacas'

# %%
assert pluralize('ac') == 'acs'

# %%
assert pluralize('ccat0') == 'ccat0s'

# %%
assert pluralize(' cat0') == ' cat0s'

# %%
assert pluralize('CatCat') == 'Catcats'

# %%
assert pluralize('ßCat') == 'ßcats'

# %%
assert pluralize('CATÉ') == 'CATÉS'

# %%
assert pluralize('ta') == 'tas'

# %%
assert pluralize('tacc') == 'taccs'

# %%
assert pluralize(' c') == ' cs'

# %%
assert pluralize('tacé') == 'tacés'

# %%
assert pluralize(' tac') == ' tacs'

# %%
assert pluralize(' cat cat') == ' cat cats'
