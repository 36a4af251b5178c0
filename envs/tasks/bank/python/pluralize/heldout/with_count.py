# %%
assert pluralize('box', count=1000000) == '1000000 boxes'

# %%
assert pluralize('box', count=-3) == '-3 boxes'

# %%
assert pluralize('box', count=4) == '4 boxes'

# %%
assert pluralize('xob', count=3) == '3 xobs'

# %%
assert pluralize('bo', count=3) == '3 bos'

# %%
assert pluralize('ox', count=3) == '3 oxes'

# %%
assert pluralize('box', count=2) == '2 boxes'

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
assert pluralize('box', count=7) == '7 boxes'

# %%
assert pluralize('box0', count=3) == '3 box0s'

# %%
assert pluralize('box ', count=1) == '1 box '

# %%
assert pluralize('boxbox', count=1) == '1 boxbox'

# %%
assert pluralize('box0', count=1) == '1 box0'

# %%
assert pluralize('bbox', count=1) == '1 bbox'

# %%
assert pluralize('b', count=1) == '1 b'

# %%
assert pluralize('ox', count=1) == '1 ox'

# %%
assert pluralize('boxé', count=1) == '1 boxé'

# %%
assert pluralize('boxbox', count=0) == '0 boxboxes'

# %%
assert pluralize('bbox', count=0) == '0 bboxes'

# %%
assert pluralize('bo', count=0) == '0 bos'

# %%
assert pluralize('ox', count=0) == '0 oxes'

# %%
assert pluralize('box ', count=0) == '0 box s'

# %%
assert pluralize('boxé', count=None) == 'boxés'

# %%
assert pluralize('box ', count=None) == 'box s'

# %%
assert pluralize('Box', count=None) == 'Boxes'

# %%
assert pluralize('box0', count=None) == 'box0s'

# %%
assert pluralize('b', count=None) == 'bs'

# %%
assert pluralize('ßbox', count=None) == 'ßboxes'

# %%
assert pluralize('bbox', count=None) == 'bboxes'

# %%
assert pluralize('xob', count=None) == 'xobs'

# %%
assert pluralize('ßbox', count=6) == '6 ßboxes'

# %%
assert pluralize('box', count=500000) == '500000 boxes'

# %%
assert pluralize(' b', count=3) == '3  bs'

# %%
assert pluralize('xob', count=7) == '7 xobs'

# %%
assert pluralize('xo', count=3) == '3 xos'

# %%
assert pluralize('boxéé', count=3) == '3 boxéés'

# %%
assert pluralize('boxbox', count=2) == '2 boxboxes'

# %%
assert pluralize('box ', count=2) == '2 box s'

# %%
assert pluralize('xobb', count=3) == '3 xobbs'

# %%
assert pluralize('bbox', count=2) == '2 bboxes'

# %%
assert pluralize('ßbox', count=2) == '2 ßboxes'

# %%
assert pluralize('ßb', count=3) == '3 ßbs'

# %%
assert pluralize('xob ', count=3) == '3 xob s'

# %%
assert pluralize('boxbox0', count=3) == '3 boxbox0s'

# %%
assert pluralize('b', count=7) == '7 bs'

# %%
assert pluralize('box0', count=6) == '6 box0s'

# %%
assert pluralize('ßboxßbox', count=1) == '1 ßboxßbox'

# %%
assert pluralize('box 0', count=1) == '1 box 0'

# %%
assert pluralize('Bo', count=1) == '1 Bo'

# %%
assert pluralize('bo ', count=1) == '1 bo '

# %%
assert pluralize('box0', count=-1) == '-1 box0s'

# %%
assert pluralize('bbox', count=-1) == '-1 bboxes'

# %%
assert pluralize('ßb', count=1) == '1 ßb'

# %%
assert pluralize('xob ', count=1) == '1 xob '

# %%
assert pluralize(' ox', count=1) == '1  ox'

# %%
assert pluralize('BOX ', count=1) == '1 BOX '

# %%
assert pluralize('bboxé', count=1) == '1 bboxé'

# %%
assert pluralize('Boxé', count=1) == '1 Boxé'

# %%
assert pluralize('xo', count=1) == '1 xo'

# %%
assert pluralize('xob', count=2) == '2 xobs'

# %%
assert pluralize('xobé', count=0) == '0 xobés'

# %%
assert pluralize('xob', count=1000000) == '1000000 xobs'

# %%
assert pluralize('xobb', count=0) == '0 xobbs'

# %%
assert pluralize('ox ', count=0) == '0 ox s'

# %%
assert pluralize('Ox', count=0) == '0 Oxes'

# %%
assert pluralize('box box ', count=0) == '0 box box s'

# %%
assert pluralize('Ssbox', count=0) == '0 Ssboxes'

# %%
assert pluralize('bboxbox', count=None) == 'bboxboxes'

# %%
assert pluralize('boxé0', count=None) == 'boxé0s'

# %%
assert pluralize(' xob', count=None) == ' xobs'

# %%
assert pluralize('Box ', count=None) == 'Box s'

# %%
assert pluralize(' b', count=None) == ' bs'

# %%
assert pluralize(' ßbox', count=None) == ' ßboxes'

# %%
assert pluralize('bbbox', count=None) == 'bbboxes'

# %%
assert pluralize('xobxob', count=None) == 'xobxobs'

# %%
assert pluralize('Ox', count=None) == 'Oxes'
