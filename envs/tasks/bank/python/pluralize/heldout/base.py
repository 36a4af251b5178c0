# %%
assert pluralize('tac') == 'tacs'

# %%
assert pluralize('ßcat') == 'ßcats'

# %%
assert pluralize('cat0') == 'cat0s'

# %%
assert pluralize('catcat') == 'catcats'

# %%
assert pluralize('at') == 'ats'

# %%
assert pluralize('ca') == 'cas'

# %%
assert pluralize('caté') == 'catés'

# %%
assert pluralize('cat ') == 'cat s'

# %%
assert pluralize('Cat') == 'Cats'

# %%
assert pluralize(' cat') == ' cats'

# %%
assert pluralize('c') == 'cs'

# %%
assert pluralize('ccat') == 'ccats'

# %%
assert pluralize('bo') == 'bos'

# %%
assert pluralize('Box') == 'Boxes'

# %%
assert pluralize('b') == 'bs'

# %%
assert pluralize('bbox') == 'bboxes'

# %%
assert pluralize(' box') == ' boxes'

# %%
assert pluralize('box ') == 'box s'

# %%
assert pluralize('xob') == 'xobs'

# %%
assert pluralize('boxbox') == 'boxboxes'

# %%
assert pluralize('box0') == 'box0s'

# %%
assert pluralize('boxé') == 'boxés'

# %%
assert pluralize('ox') == 'oxes'

# %%
assert pluralize('ßbox') == 'ßboxes'

# %%
assert pluralize('cityé') == 'cityés'

# %%
assert pluralize('City') == 'Cities'

# %%
assert pluralize(' city') == ' cities'

# %%
assert pluralize('city ') == 'city s'

# %%
assert pluralize('ci') == 'cis'

# %%
assert pluralize('ccity') == 'ccities'

# %%
assert pluralize('city0') == 'city0s'

# %%
assert pluralize('cit') == 'cits'

# %%
assert pluralize('ytic') == 'ytics'

# %%
assert pluralize('ity') == 'ities'

# %%
assert pluralize('ßcity') == 'ßcities'

# %%
assert pluralize('da') == 'das'

# %%
assert pluralize('dday') == 'ddays'

# %%
assert pluralize('day0') == 'day0s'

# %%
assert pluralize('ßday') == 'ßdays'

# %%
assert pluralize('ay') == 'ays'

# %%
assert pluralize('dayday') == 'daydays'

# %%
assert pluralize('dayé') == 'dayés'

# %%
assert pluralize('yad') == 'yads'

# %%
assert pluralize('day ') == 'day s'

# %%
assert pluralize('d') == 'ds'

# %%
assert pluralize('Day') == 'Days'

# %%
assert pluralize('Church') == 'Churches'

# %%
assert pluralize('hcruhc') == 'hcruhcs'

# %%
assert pluralize('ßchurch') == 'ßchurches'

# %%
assert pluralize('church ') == 'church s'

# %%
assert pluralize('church0') == 'church0s'

# %%
assert pluralize('churché') == 'churchés'

# %%
assert pluralize('churchchurch') == 'churchchurches'

# %%
assert pluralize('cchurch') == 'cchurches'

# %%
assert pluralize('chu') == 'chus'

# %%
assert pluralize(' church') == ' churches'

# %%
assert pluralize('wish0') == 'wish0s'

# %%
assert pluralize('Wish') == 'Wishes'

# %%
assert pluralize('w') == 'ws'

# %%
assert pluralize('wishé') == 'wishés'

# %%
assert pluralize(' wish') == ' wishes'

# %%
assert pluralize('ish') == 'ishes'

# %%
assert pluralize('wishwish') == 'wishwishes'

# %%
assert pluralize('wish ') == 'wish s'

# %%
assert pluralize('wwish') == 'wwishes'

# %%
assert pluralize('wis') == 'wises'

# %%
assert pluralize('wi') == 'wis'

# %%
assert pluralize('ßwish') == 'ßwishes'

# %%
assert pluralize('bbuzz') == 'bbuzzes'

# %%
assert pluralize(' buzz') == ' buzzes'

# %%
assert pluralize('buz') == 'buzes'

# %%
assert pluralize('zzub') == 'zzubs'

# %%
assert pluralize('ßbuzz') == 'ßbuzzes'

# %%
assert pluralize('buzz0') == 'buzz0s'

# %%
assert pluralize('Buzz') == 'Buzzes'

# %%
assert pluralize('buzz ') == 'buzz s'

# %%
assert pluralize('bu') == 'bus'

# %%
assert pluralize('uzz') == 'uzzes'

# %%
assert pluralize('buzzbuzz') == 'buzzbuzzes'

# %%
assert pluralize('buzzé') == 'buzzés'
