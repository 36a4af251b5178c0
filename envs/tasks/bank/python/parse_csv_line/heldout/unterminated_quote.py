# %%
try:
    parse_csv_line('a,"b')
except ValueError as e:
    assert str(e) == 'unterminated quoted field'
else:
    raise AssertionError('no ValueError for an open quote')

# %%
try:
    parse_csv_line(' a,"bc')
except ValueError as e:
    assert str(e) == 'unterminated quoted field'
else:
    raise AssertionError('no ValueError for an open quote')

# %%
try:
    parse_csv_line('A,"Bc')
except ValueError as e:
    assert str(e) == 'unterminated quoted field'
else:
    raise AssertionError('no ValueError for an open quote')

# %%
try:
    parse_csv_line('aa,"bc')
except ValueError as e:
    assert str(e) == 'unterminated quoted field'
else:
    raise AssertionError('no ValueError for an open quote')

# %%
try:
    parse_csv_line('a,"bc ')
except ValueError as e:
    assert str(e) == 'unterminated quoted field'
else:
    raise AssertionError('no ValueError for an open quote')

# %%
try:
    parse_csv_line('A,"BC')
except ValueError as e:
    assert str(e) == 'unterminated quoted field'
else:
    raise AssertionError('no ValueError for an open quote')

# %%
try:
    parse_csv_line('ßa,"bc')
except ValueError as e:
    assert str(e) == 'unterminated quoted field'
else:
    raise AssertionError('no ValueError for an open quote')

# %%
try:
    parse_csv_line(',"bc')
except ValueError as e:
    assert str(e) == 'unterminated quoted field'
else:
    raise AssertionError('no ValueError for an open quote')

# %%
try:
    parse_csv_line('a,"bcé')
except ValueError as e:
    assert str(e) == 'unterminated quoted field'
else:
    raise AssertionError('no ValueError for an open quote')

# %%
try:
    parse_csv_line('a,"bc0')
except ValueError as e:
    assert str(e) == 'unterminated quoted field'
else:
    raise AssertionError('no ValueError for an open quote')

# %%
try:
    parse_csv_line('"0')
except ValueError as e:
    assert str(e) == 'unterminated quoted field'
else:
    raise AssertionError('no ValueError for a lone quote')

# %%
try:
    parse_csv_line('"é')
except ValueError as e:
    assert str(e) == 'unterminated quoted field'
else:
    raise AssertionError('no ValueError for a lone quote')

# %%
try:
    parse_csv_line('" ')
except ValueError as e:
    assert str(e) == 'unterminated quoted field'
else:
    raise AssertionError('no ValueError for a lone quote')
