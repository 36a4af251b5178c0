# %%
assert pluralize('BOX ') == 'BOX S'

# %%
assert pluralize('XOB') == 'XOBS'

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
assert pluralize('BOX0') == 'BOX0S'

# %%
assert pluralize('BOXBOX') == 'BOXBOXES'

# %%
assert pluralize('B') == 'Bs'

# %%
assert pluralize('Box') == 'Boxes'

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
assert pluralize(' City') == ' cities'

# %%
assert pluralize('ity') == 'ities'

# %%
assert pluralize('Cityé') == 'Cityés'

# %%
assert pluralize('cITY') == 'cities'

# %%
assert pluralize('CCity') == 'Ccities'

# %%
assert pluralize('city') == 'cities'

# %%
assert pluralize('CITY') == 'CITIES'

# %%
assert pluralize('Cit') == 'Cits'

# %%
assert pluralize('CityCity') == 'Citycities'

# %%
assert pluralize('City ') == 'City s'

# %%
assert pluralize('ßCity') == 'ßcities'

# %%
assert pluralize('Ci') == 'Cis'

# %%
assert pluralize('Day0') == 'Day0s'

# %%
assert pluralize('ßDay') == 'ßdays'

# %%
assert pluralize('Dayé') == 'Dayés'

# %%
assert pluralize('DAY') == 'DAYS'

# %%
assert pluralize('dAY') == 'days'

# %%
assert pluralize('DDay') == 'Ddays'

# %%
assert pluralize('yaD') == 'yads'

# %%
assert pluralize('DayDay') == 'Daydays'

# %%
assert pluralize(' Day') == ' days'

# %%
assert pluralize('Day ') == 'Day s'

# %%
assert pluralize('day') == 'days'

# %%
assert pluralize('Da') == 'Das'

# %%
assert pluralize('ay') == 'ays'

# %%
assert pluralize('D') == 'Ds'

# %%
assert pluralize('catcat') == 'catcats'

# %%
assert pluralize('ßcat') == 'ßcats'

# %%
assert pluralize('cat ') == 'cat s'

# %%
assert pluralize('ca') == 'cas'

# %%
assert pluralize('cat0') == 'cat0s'

# %%
assert pluralize('Cat') == 'Cats'

# %%
assert pluralize('caté') == 'catés'

# %%
assert pluralize('at') == 'ats'

# %%
assert pluralize('ccat') == 'ccats'

# %%
assert pluralize('c') == 'cs'

# %%
assert pluralize('tac') == 'tacs'

# %%
assert pluralize(' cat') == ' cats'

# %%
assert pluralize('CAT') == 'CATS'
