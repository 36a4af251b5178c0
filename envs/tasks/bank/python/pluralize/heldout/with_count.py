# %%
assert pluralize('box', count=6) == '6 boxes'

# %%
assert pluralize('box', count=1000003) == '1000003 boxes'

# %%
assert pluralize('b', count=3) == '3 bs'

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
assert pluralize('boxé', count=3) == '3 boxés'

# %%
assert pluralize('box', count=2) == '2 boxes'

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
assert pluralize('Box', count=3) == '3 Boxes'

# %%
assert pluralize('box', count=7) == '7 boxes'

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
assert pluralize('b', count=1) == '1 b'

# %%
assert pluralize(' box', count=1) == '1  box'

# %%
assert pluralize('ox', count=1) == '1 ox'

# %%
assert pluralize('BOX', count=1) == '1 BOX'

# %%
assert pluralize('boxé', count=1) == '1 boxé'

# %%
assert pluralize('xob', count=1) == '1 xob'

# %%
assert pluralize('Box', count=1) == '1 Box'

# %%
assert pluralize(' box', count=0) == '0  boxes'

# %%
assert pluralize('xob', count=0) == '0 xobs'

# %%
assert pluralize('box0', count=0) == '0 box0s'

# %%
assert pluralize('box', count=1000000) == '1000000 boxes'

# %%
assert pluralize('boxé', count=0) == '0 boxés'

# %%
assert pluralize('b', count=0) == '0 bs'

# %%
assert pluralize('boxbox', count=0) == '0 boxboxes'

# %%
assert pluralize('Box', count=0) == '0 Boxes'

# %%
assert pluralize('bbox', count=0) == '0 bboxes'

# %%
assert pluralize('bo', count=0) == '0 bos'

# %%
assert pluralize('ox', count=0) == '0 oxes'

# %%
assert pluralize('box ', count=0) == '0 box s'

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
assert pluralize('box0', count=None) == 'box0s'

# %%
assert pluralize('b', count=None) == 'bs'

# %%
assert pluralize('bo', count=None) == 'bos'

# %%
assert pluralize('ßbox', count=None) == 'ßboxes'

# %%
assert pluralize('bbox', count=None) == 'bboxes'

# %%
assert pluralize('xob', count=None) == 'xobs'

# %%
assert pluralize(' box', count=None) == ' boxes'

# %%
assert pluralize('ox', count=None) == 'oxes'
