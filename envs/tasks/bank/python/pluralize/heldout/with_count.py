# %%
assert pluralize('box', count=1000003) == '1000003 boxes'

# %%
assert pluralize('box', count=-3) == '-3 boxes'

# %%
assert pluralize('xob', count=3) == '3 xobs'

# %%
assert pluralize('ox', count=3) == '3 oxes'

# %%
assert pluralize('boxé', count=3) == '3 boxés'

# %%
assert pluralize('box', count=-1) == '-1 boxes'

# %%
assert pluralize('bbox', count=3) == '3 bboxes'

# %%
assert pluralize('ßbox', count=3) == '3 ßboxes'

# %%
assert pluralize(' box', count=3) == '3  boxes'

# %%
assert pluralize('box ', count=3) == '3 box s'

# %%
assert pluralize('boxbox', count=3) == '3 boxboxes'

# %%
assert pluralize('box0', count=3) == '3 box0s'

# %%
assert pluralize('ßbox', count=1) == '1 ßbox'

# %%
assert pluralize('box ', count=1) == '1 box '

# %%
assert pluralize('boxbox', count=1) == '1 boxbox'

# %%
assert pluralize('bo', count=1) == '1 bo'

# %%
assert pluralize('box0', count=1) == '1 box0'

# %%
assert pluralize('bbox', count=1) == '1 bbox'

# %%
assert pluralize('box', count=1000001) == '1000001 boxes'

# %%
assert pluralize(' box', count=1) == '1  box'

# %%
assert pluralize('ox', count=1) == '1 ox'

# %%
assert pluralize('boxé', count=1) == '1 boxé'

# %%
assert pluralize('xob', count=0) == '0 xobs'

# %%
assert pluralize('box0', count=0) == '0 box0s'

# %%
assert pluralize('boxbox', count=0) == '0 boxboxes'

# %%
assert pluralize('Box', count=0) == '0 Boxes'

# %%
assert pluralize('bbox', count=0) == '0 bboxes'

# %%
assert pluralize('ßbox', count=0) == '0 ßboxes'

# %%
assert pluralize('boxbox', count=None) == 'boxboxes'

# %%
assert pluralize('boxé', count=None) == 'boxés'

# %%
assert pluralize('box ', count=None) == 'box s'

# %%
assert pluralize('Box', count=None) == 'Boxes'

# %%
assert pluralize('b', count=None) == 'bs'

# %%
assert pluralize('bo', count=None) == 'bos'

# %%
assert pluralize('ßbox', count=None) == 'ßboxes'

# %%
assert pluralize('bbox', count=None) == 'bboxes'

# %%
assert pluralize('ox', count=None) == 'oxes'

# %%
assert pluralize('ßbox', count=6) == '6 ßboxes'

# %%
assert pluralize('ox', count=1000003) == '1000003 oxes'

# %%
assert pluralize('ox', count=-3) == '-3 oxes'

# %%
assert pluralize('xob', count=7) == '7 xobs'

# %%
assert pluralize('xo', count=3) == '3 xos'

# %%
assert pluralize('éxob', count=3) == '3 éxobs'

# %%
assert pluralize('box ', count=2) == '2 box s'

# %%
assert pluralize('xobb', count=3) == '3 xobbs'

# %%
assert pluralize('bbox', count=2) == '2 bboxes'

# %%
assert pluralize('ßbox', count=2) == '2 ßboxes'

# %%
assert pluralize('bbox', count=7) == '7 bboxes'

# %%
assert pluralize('box 0', count=1) == '1 box 0'

# %%
assert pluralize('boxboxboxbox', count=1) == '1 boxboxboxbox'

# %%
assert pluralize('Bo', count=1) == '1 Bo'

# %%
assert pluralize('bo ', count=1) == '1 bo '

# %%
assert pluralize('box0', count=-1) == '-1 box0s'

# %%
assert pluralize('BOX0', count=1) == '1 BOX0'

# %%
assert pluralize('bbox', count=-1) == '-1 bboxes'

# %%
assert pluralize('box', count=-1000001) == '-1000001 boxes'

# %%
assert pluralize('b0', count=1) == '1 b0'

# %%
assert pluralize('  box', count=1) == '1   box'

# %%
assert pluralize('x', count=1) == '1 x'

# %%
assert pluralize('BBOX', count=1) == '1 BBOX'

# %%
assert pluralize('boxé0', count=1) == '1 boxé0'

# %%
assert pluralize('xob', count=1000001) == '1000001 xobs'

# %%
assert pluralize('B', count=1) == '1 B'

# %%
assert pluralize(' box', count=1000000) == '1000000  boxes'

# %%
assert pluralize('ßxob', count=0) == '0 ßxobs'

# %%
assert pluralize('Box', count=1000000) == '1000000 Boxes'

# %%
assert pluralize('bé', count=0) == '0 bés'

# %%
assert pluralize('oxbox', count=0) == '0 oxboxes'

# %%
assert pluralize('Box0', count=0) == '0 Box0s'

# %%
assert pluralize('bboxbbox', count=0) == '0 bboxbboxes'

# %%
assert pluralize('bo', count=-1) == '-1 bos'

# %%
assert pluralize('bobo', count=0) == '0 bobos'

# %%
assert pluralize('oox', count=0) == '0 ooxes'

# %%
assert pluralize('xobxob', count=None) == 'xobxobs'

# %%
assert pluralize('Boxbox', count=None) == 'Boxboxes'

# %%
assert pluralize('éxob', count=None) == 'éxobs'

# %%
assert pluralize('oxé', count=None) == 'oxés'

# %%
assert pluralize('bé', count=None) == 'bés'

# %%
assert pluralize('bo0', count=None) == 'bo0s'

# %%
assert pluralize(' box0', count=None) == ' box0s'
