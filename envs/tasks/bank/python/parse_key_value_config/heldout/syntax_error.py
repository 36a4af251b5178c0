# %%
try:
    parse_config('sugob\nx = a')
except ValueError as e:
    assert str(e) == 'line 1: expected key = value'
else:
    raise AssertionError('no ValueError for a line without =')

# %%
try:
    parse_config('a = x\nbogusé')
except ValueError as e:
    assert str(e) == 'line 2: expected key = value'
else:
    raise AssertionError('no ValueError for a line without =')

# %%
try:
    parse_config('ßa = x\nbogus')
except ValueError as e:
    assert str(e) == 'line 2: expected key = value'
else:
    raise AssertionError('no ValueError for a line without =')

# %%
try:
    parse_config('A = X\nBOGUS')
except ValueError as e:
    assert str(e) == 'line 2: expected key = value'
else:
    raise AssertionError('no ValueError for a line without =')

# %%
try:
    parse_config('a = x\nbogusa = x\nbogus')
except ValueError as e:
    assert str(e) == 'line 3: expected key = value'
else:
    raise AssertionError('no ValueError for a line without =')

# %%
try:
    parse_config('a = x\nbogu')
except ValueError as e:
    assert str(e) == 'line 2: expected key = value'
else:
    raise AssertionError('no ValueError for a line without =')

# %%
try:
    parse_config('a')
except ValueError as e:
    assert str(e) == 'line 1: expected key = value'
else:
    raise AssertionError('no ValueError for a line without =')

# %%
try:
    parse_config('a  =  x\nbogus')
except ValueError as e:
    assert str(e) == 'line 2: expected key = value'
else:
    raise AssertionError('no ValueError for a line without =')

# %%
try:
    parse_config('ß# c\n\n = 3')
except ValueError as e:
    assert str(e) == 'line 1: expected key = value'
else:
    raise AssertionError('no ValueError for an empty key')

# %%
try:
    parse_config('## c\n\n = 3')
except ValueError as e:
    assert str(e) == 'line 3: expected key = value'
else:
    raise AssertionError('no ValueError for an empty key')

# %%
try:
    parse_config('# c\n\n = 30')
except ValueError as e:
    assert str(e) == 'line 3: expected key = value'
else:
    raise AssertionError('no ValueError for an empty key')

# %%
try:
    parse_config(' # c\n\n = 3')
except ValueError as e:
    assert str(e) == 'line 3: expected key = value'
else:
    raise AssertionError('no ValueError for an empty key')

# %%
try:
    parse_config('# C\n\n = 3')
except ValueError as e:
    assert str(e) == 'line 3: expected key = value'
else:
    raise AssertionError('no ValueError for an empty key')

# %%
try:
    parse_config(' sugob\nx = a')
except ValueError as e:
    assert str(e) == 'line 1: expected key = value'
else:
    raise AssertionError('no ValueError for a line without =')

# %%
try:
    parse_config(' = x\nbogus ')
except ValueError as e:
    assert str(e) == 'line 1: expected key = value'
else:
    raise AssertionError('no ValueError for a line without =')

# %%
try:
    parse_config('a  =  x\nbogus  ')
except ValueError as e:
    assert str(e) == 'line 2: expected key = value'
else:
    raise AssertionError('no ValueError for a line without =')

# %%
try:
    parse_config('a = x\nbogus  ')
except ValueError as e:
    assert str(e) == 'line 2: expected key = value'
else:
    raise AssertionError('no ValueError for a line without =')

# %%
try:
    parse_config('sugob\nx  =  a')
except ValueError as e:
    assert str(e) == 'line 1: expected key = value'
else:
    raise AssertionError('no ValueError for a line without =')

# %%
try:
    parse_config('SUGOB\nX = A')
except ValueError as e:
    assert str(e) == 'line 1: expected key = value'
else:
    raise AssertionError('no ValueError for a line without =')

# %%
try:
    parse_config('s')
except ValueError as e:
    assert str(e) == 'line 1: expected key = value'
else:
    raise AssertionError('no ValueError for a line without =')

# %%
try:
    parse_config('sugob')
except ValueError as e:
    assert str(e) == 'line 1: expected key = value'
else:
    raise AssertionError('no ValueError for a line without =')

# %%
try:
    parse_config(' = x\nbogusé')
except ValueError as e:
    assert str(e) == 'line 1: expected key = value'
else:
    raise AssertionError('no ValueError for a line without =')

# %%
try:
    parse_config(' a = x\nbogusé')
except ValueError as e:
    assert str(e) == 'line 2: expected key = value'
else:
    raise AssertionError('no ValueError for a line without =')

# %%
try:
    parse_config('ésugob\nx = a')
except ValueError as e:
    assert str(e) == 'line 1: expected key = value'
else:
    raise AssertionError('no ValueError for a line without =')

# %%
try:
    parse_config('A = X\nBogus0')
except ValueError as e:
    assert str(e) == 'line 2: expected key = value'
else:
    raise AssertionError('no ValueError for a line without =')

# %%
try:
    parse_config('a = x\nbOGUS')
except ValueError as e:
    assert str(e) == 'line 2: expected key = value'
else:
    raise AssertionError('no ValueError for a line without =')

# %%
try:
    parse_config(' A = X\nBogus')
except ValueError as e:
    assert str(e) == 'line 2: expected key = value'
else:
    raise AssertionError('no ValueError for a line without =')

# %%
try:
    parse_config('aa  =  x\nbogus')
except ValueError as e:
    assert str(e) == 'line 2: expected key = value'
else:
    raise AssertionError('no ValueError for a line without =')

# %%
try:
    parse_config('aa = x\nbogusaa = x\nbogus')
except ValueError as e:
    assert str(e) == 'line 3: expected key = value'
else:
    raise AssertionError('no ValueError for a line without =')

# %%
try:
    parse_config(' aa = x\nbogus')
except ValueError as e:
    assert str(e) == 'line 2: expected key = value'
else:
    raise AssertionError('no ValueError for a line without =')

# %%
try:
    parse_config('aa = x\nbogu')
except ValueError as e:
    assert str(e) == 'line 2: expected key = value'
else:
    raise AssertionError('no ValueError for a line without =')

# %%
try:
    parse_config('aa = x\nbogus ')
except ValueError as e:
    assert str(e) == 'line 2: expected key = value'
else:
    raise AssertionError('no ValueError for a line without =')

# %%
try:
    parse_config('ßßa = x\nbogus')
except ValueError as e:
    assert str(e) == 'line 2: expected key = value'
else:
    raise AssertionError('no ValueError for a line without =')

# %%
try:
    parse_config('a = x\nbogus00')
except ValueError as e:
    assert str(e) == 'line 2: expected key = value'
else:
    raise AssertionError('no ValueError for a line without =')

# %%
try:
    parse_config('aa = x\nbogus0')
except ValueError as e:
    assert str(e) == 'line 2: expected key = value'
else:
    raise AssertionError('no ValueError for a line without =')

# %%
try:
    parse_config('A = X\nBOGUS0')
except ValueError as e:
    assert str(e) == 'line 2: expected key = value'
else:
    raise AssertionError('no ValueError for a line without =')

# %%
try:
    parse_config('A')
except ValueError as e:
    assert str(e) == 'line 1: expected key = value'
else:
    raise AssertionError('no ValueError for a line without =')

# %%
try:
    parse_config('  a = x\nbogus')
except ValueError as e:
    assert str(e) == 'line 2: expected key = value'
else:
    raise AssertionError('no ValueError for a line without =')

# %%
try:
    parse_config(' a = x\nbogus ')
except ValueError as e:
    assert str(e) == 'line 2: expected key = value'
else:
    raise AssertionError('no ValueError for a line without =')

# %%
try:
    parse_config(' a = x\nbogus a = x\nbogus')
except ValueError as e:
    assert str(e) == 'line 3: expected key = value'
else:
    raise AssertionError('no ValueError for a line without =')

# %%
try:
    parse_config(' = x\nbogusa = x\nbogus')
except ValueError as e:
    assert str(e) == 'line 1: expected key = value'
else:
    raise AssertionError('no ValueError for a line without =')

# %%
try:
    parse_config('A = X\nBogusa = X\nBogus')
except ValueError as e:
    assert str(e) == 'line 3: expected key = value'
else:
    raise AssertionError('no ValueError for a line without =')

# %%
try:
    parse_config('a = x\nbogu ')
except ValueError as e:
    assert str(e) == 'line 2: expected key = value'
else:
    raise AssertionError('no ValueError for a line without =')

# %%
try:
    parse_config('= x\nbogus')
except ValueError as e:
    assert str(e) == 'line 1: expected key = value'
else:
    raise AssertionError('no ValueError for a line without =')

# %%
try:
    parse_config(' = X\nBOGUS')
except ValueError as e:
    assert str(e) == 'line 1: expected key = value'
else:
    raise AssertionError('no ValueError for a line without =')

# %%
try:
    parse_config('ß# c\n\n = ')
except ValueError as e:
    assert str(e) == 'line 1: expected key = value'
else:
    raise AssertionError('no ValueError for an empty key')

# %%
try:
    parse_config('# c\n\n = 0')
except ValueError as e:
    assert str(e) == 'line 3: expected key = value'
else:
    raise AssertionError('no ValueError for an empty key')

# %%
try:
    parse_config('#  c\n\n  =  ')
except ValueError as e:
    assert str(e) == 'line 3: expected key = value'
else:
    raise AssertionError('no ValueError for an empty key')

# %%
try:
    parse_config('## c\n\n = ')
except ValueError as e:
    assert str(e) == 'line 3: expected key = value'
else:
    raise AssertionError('no ValueError for an empty key')

# %%
try:
    parse_config('SS# C\n\n = 3')
except ValueError as e:
    assert str(e) == 'line 1: expected key = value'
else:
    raise AssertionError('no ValueError for an empty key')

# %%
try:
    parse_config('ßß# c\n\n = 3')
except ValueError as e:
    assert str(e) == 'line 1: expected key = value'
else:
    raise AssertionError('no ValueError for an empty key')

# %%
try:
    parse_config('ß# c\n\n = 30')
except ValueError as e:
    assert str(e) == 'line 1: expected key = value'
else:
    raise AssertionError('no ValueError for an empty key')

# %%
try:
    parse_config('ß# c\n\n = 3ß# c\n\n = 3')
except ValueError as e:
    assert str(e) == 'line 1: expected key = value'
else:
    raise AssertionError('no ValueError for an empty key')

# %%
try:
    parse_config(' ß# c\n\n = 3')
except ValueError as e:
    assert str(e) == 'line 1: expected key = value'
else:
    raise AssertionError('no ValueError for an empty key')

# %%
try:
    parse_config('3  =  \n\nc  #')
except ValueError as e:
    assert str(e) == 'line 3: expected key = value'
else:
    raise AssertionError('no ValueError for an empty key')

# %%
try:
    parse_config('3 = \n\nc #é')
except ValueError as e:
    assert str(e) == 'line 3: expected key = value'
else:
    raise AssertionError('no ValueError for an empty key')

# %%
try:
    parse_config(' = \n\nc #')
except ValueError as e:
    assert str(e) == 'line 1: expected key = value'
else:
    raise AssertionError('no ValueError for an empty key')

# %%
try:
    parse_config('ß3 = \n\nc #')
except ValueError as e:
    assert str(e) == 'line 3: expected key = value'
else:
    raise AssertionError('no ValueError for an empty key')

# %%
try:
    parse_config('3 = \n\nC #')
except ValueError as e:
    assert str(e) == 'line 3: expected key = value'
else:
    raise AssertionError('no ValueError for an empty key')

# %%
try:
    parse_config('3 = \n\nc # ')
except ValueError as e:
    assert str(e) == 'line 3: expected key = value'
else:
    raise AssertionError('no ValueError for an empty key')

# %%
try:
    parse_config(' c\n\n = 3# c\n\n = 3')
except ValueError as e:
    assert str(e) == 'line 1: expected key = value'
else:
    raise AssertionError('no ValueError for an empty key')

# %%
try:
    parse_config('é3 = \n\nc #')
except ValueError as e:
    assert str(e) == 'line 3: expected key = value'
else:
    raise AssertionError('no ValueError for an empty key')

# %%
try:
    parse_config('# c\n\n = 3é0')
except ValueError as e:
    assert str(e) == 'line 3: expected key = value'
else:
    raise AssertionError('no ValueError for an empty key')

# %%
try:
    parse_config('## c\n\n = 3 ')
except ValueError as e:
    assert str(e) == 'line 3: expected key = value'
else:
    raise AssertionError('no ValueError for an empty key')

# %%
try:
    parse_config('### c\n\n = 3')
except ValueError as e:
    assert str(e) == 'line 3: expected key = value'
else:
    raise AssertionError('no ValueError for an empty key')

# %%
try:
    parse_config('# c\n\n = 3 0')
except ValueError as e:
    assert str(e) == 'line 3: expected key = value'
else:
    raise AssertionError('no ValueError for an empty key')

# %%
try:
    parse_config('#  c\n\n  =  3  ')
except ValueError as e:
    assert str(e) == 'line 3: expected key = value'
else:
    raise AssertionError('no ValueError for an empty key')

# %%
try:
    parse_config('# c\n\n = 3 é')
except ValueError as e:
    assert str(e) == 'line 3: expected key = value'
else:
    raise AssertionError('no ValueError for an empty key')

# %%
try:
    parse_config('# c\n\n = 300')
except ValueError as e:
    assert str(e) == 'line 3: expected key = value'
else:
    raise AssertionError('no ValueError for an empty key')

# %%
try:
    parse_config(' c\n\n = 30')
except ValueError as e:
    assert str(e) == 'line 1: expected key = value'
else:
    raise AssertionError('no ValueError for an empty key')

# %%
try:
    parse_config('#  c\n\n  =  30')
except ValueError as e:
    assert str(e) == 'line 3: expected key = value'
else:
    raise AssertionError('no ValueError for an empty key')

# %%
try:
    parse_config('# c\n\n = 30é')
except ValueError as e:
    assert str(e) == 'line 3: expected key = value'
else:
    raise AssertionError('no ValueError for an empty key')

# %%
try:
    parse_config(' c\n\n')
except ValueError as e:
    assert str(e) == 'line 1: expected key = value'
else:
    raise AssertionError('no ValueError for an empty key')

# %%
try:
    parse_config('  c\n\n  =  3')
except ValueError as e:
    assert str(e) == 'line 1: expected key = value'
else:
    raise AssertionError('no ValueError for an empty key')

# %%
try:
    parse_config(' c\n\n = ')
except ValueError as e:
    assert str(e) == 'line 1: expected key = value'
else:
    raise AssertionError('no ValueError for an empty key')

# %%
try:
    parse_config(' # c\n\n = 3 # c\n\n = 3')
except ValueError as e:
    assert str(e) == 'line 3: expected key = value'
else:
    raise AssertionError('no ValueError for an empty key')

# %%
try:
    parse_config('  #  c\n\n  =  3')
except ValueError as e:
    assert str(e) == 'line 3: expected key = value'
else:
    raise AssertionError('no ValueError for an empty key')

# %%
try:
    parse_config('# C\n\n = 3é')
except ValueError as e:
    assert str(e) == 'line 3: expected key = value'
else:
    raise AssertionError('no ValueError for an empty key')

# %%
try:
    parse_config('#  C\n\n  =  3')
except ValueError as e:
    assert str(e) == 'line 3: expected key = value'
else:
    raise AssertionError('no ValueError for an empty key')

# %%
try:
    parse_config('#  c\n\n  =  3 ')
except ValueError as e:
    assert str(e) == 'line 3: expected key = value'
else:
    raise AssertionError('no ValueError for an empty key')
