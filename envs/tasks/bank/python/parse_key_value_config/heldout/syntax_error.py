# %%
try:
    parse_config('a = x\nbogus ')
except ValueError as e:
    assert str(e) == 'line 2: expected key = value'
else:
    raise AssertionError('no ValueError for a line without =')

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
    parse_config('A = X\nBogus')
except ValueError as e:
    assert str(e) == 'line 2: expected key = value'
else:
    raise AssertionError('no ValueError for a line without =')

# %%
try:
    parse_config('aa = x\nbogus')
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
    parse_config('a = x\nbogus0')
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
    parse_config(' a = x\nbogus')
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
    parse_config(' = x\nbogus')
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
    parse_config('# c\n\n = ')
except ValueError as e:
    assert str(e) == 'line 3: expected key = value'
else:
    raise AssertionError('no ValueError for an empty key')

# %%
try:
    parse_config('ß# c\n\n = 3')
except ValueError as e:
    assert str(e) == 'line 1: expected key = value'
else:
    raise AssertionError('no ValueError for an empty key')

# %%
try:
    parse_config('3 = \n\nc #')
except ValueError as e:
    assert str(e) == 'line 3: expected key = value'
else:
    raise AssertionError('no ValueError for an empty key')

# %%
try:
    parse_config('# c\n\n = 3# c\n\n = 3')
except ValueError as e:
    assert str(e) == 'line 3: expected key = value'
else:
    raise AssertionError('no ValueError for an empty key')

# %%
try:
    parse_config('# c\n\n = 3é')
except ValueError as e:
    assert str(e) == 'line 3: expected key = value'
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
    parse_config('# c\n\n = 3 ')
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
    parse_config(' c\n\n = 3')
except ValueError as e:
    assert str(e) == 'line 1: expected key = value'
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
    parse_config('#  c\n\n  =  3')
except ValueError as e:
    assert str(e) == 'line 3: expected key = value'
else:
    raise AssertionError('no ValueError for an empty key')
