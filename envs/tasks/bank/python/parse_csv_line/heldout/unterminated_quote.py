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

# %%
try:
    parse_csv_line('aa,"b')
except ValueError as e:
    assert str(e) == 'unterminated quoted field'
else:
    raise AssertionError('no ValueError for an open quote')

# %%
try:
    parse_csv_line(' a,"b')
except ValueError as e:
    assert str(e) == 'unterminated quoted field'
else:
    raise AssertionError('no ValueError for an open quote')

# %%
try:
    parse_csv_line('a,"bé')
except ValueError as e:
    assert str(e) == 'unterminated quoted field'
else:
    raise AssertionError('no ValueError for an open quote')

# %%
try:
    parse_csv_line(',"b')
except ValueError as e:
    assert str(e) == 'unterminated quoted field'
else:
    raise AssertionError('no ValueError for an open quote')

# %%
try:
    parse_csv_line('ßa,"b')
except ValueError as e:
    assert str(e) == 'unterminated quoted field'
else:
    raise AssertionError('no ValueError for an open quote')

# %%
try:
    parse_csv_line('a,"')
except ValueError as e:
    assert str(e) == 'unterminated quoted field'
else:
    raise AssertionError('no ValueError for an open quote')

# %%
try:
    parse_csv_line('a,"b ')
except ValueError as e:
    assert str(e) == 'unterminated quoted field'
else:
    raise AssertionError('no ValueError for an open quote')

# %%
try:
    parse_csv_line('A,"B')
except ValueError as e:
    assert str(e) == 'unterminated quoted field'
else:
    raise AssertionError('no ValueError for an open quote')

# %%
try:
    parse_csv_line('a,"b0')
except ValueError as e:
    assert str(e) == 'unterminated quoted field'
else:
    raise AssertionError('no ValueError for an open quote')

# %%
try:
    parse_csv_line('  a,"bc')
except ValueError as e:
    assert str(e) == 'unterminated quoted field'
else:
    raise AssertionError('no ValueError for an open quote')

# %%
try:
    parse_csv_line(' A,"Bc')
except ValueError as e:
    assert str(e) == 'unterminated quoted field'
else:
    raise AssertionError('no ValueError for an open quote')

# %%
try:
    parse_csv_line(' a,"bc0')
except ValueError as e:
    assert str(e) == 'unterminated quoted field'
else:
    raise AssertionError('no ValueError for an open quote')

# %%
try:
    parse_csv_line(' a,"bc ')
except ValueError as e:
    assert str(e) == 'unterminated quoted field'
else:
    raise AssertionError('no ValueError for an open quote')

# %%
try:
    parse_csv_line(' a,"bcé')
except ValueError as e:
    assert str(e) == 'unterminated quoted field'
else:
    raise AssertionError('no ValueError for an open quote')

# %%
try:
    parse_csv_line(' A,"BC')
except ValueError as e:
    assert str(e) == 'unterminated quoted field'
else:
    raise AssertionError('no ValueError for an open quote')

# %%
try:
    parse_csv_line('ß a,"bc')
except ValueError as e:
    assert str(e) == 'unterminated quoted field'
else:
    raise AssertionError('no ValueError for an open quote')

# %%
try:
    parse_csv_line('ßA,"Bc')
except ValueError as e:
    assert str(e) == 'unterminated quoted field'
else:
    raise AssertionError('no ValueError for an open quote')

# %%
try:
    parse_csv_line('A,"Bc ')
except ValueError as e:
    assert str(e) == 'unterminated quoted field'
else:
    raise AssertionError('no ValueError for an open quote')

# %%
try:
    parse_csv_line('A,"Bc0')
except ValueError as e:
    assert str(e) == 'unterminated quoted field'
else:
    raise AssertionError('no ValueError for an open quote')

# %%
try:
    parse_csv_line('a,"bC')
except ValueError as e:
    assert str(e) == 'unterminated quoted field'
else:
    raise AssertionError('no ValueError for an open quote')

# %%
try:
    parse_csv_line(',"Bc')
except ValueError as e:
    assert str(e) == 'unterminated quoted field'
else:
    raise AssertionError('no ValueError for an open quote')

# %%
try:
    parse_csv_line('AA,"Bc')
except ValueError as e:
    assert str(e) == 'unterminated quoted field'
else:
    raise AssertionError('no ValueError for an open quote')

# %%
try:
    parse_csv_line('A,"Bcé')
except ValueError as e:
    assert str(e) == 'unterminated quoted field'
else:
    raise AssertionError('no ValueError for an open quote')

# %%
try:
    parse_csv_line('AA,"BC')
except ValueError as e:
    assert str(e) == 'unterminated quoted field'
else:
    raise AssertionError('no ValueError for an open quote')

# %%
try:
    parse_csv_line(' aa,"bc')
except ValueError as e:
    assert str(e) == 'unterminated quoted field'
else:
    raise AssertionError('no ValueError for an open quote')

# %%
try:
    parse_csv_line('Aa,"Bc')
except ValueError as e:
    assert str(e) == 'unterminated quoted field'
else:
    raise AssertionError('no ValueError for an open quote')

# %%
try:
    parse_csv_line('aa,"bc0')
except ValueError as e:
    assert str(e) == 'unterminated quoted field'
else:
    raise AssertionError('no ValueError for an open quote')

# %%
try:
    parse_csv_line('aaa,"bc')
except ValueError as e:
    assert str(e) == 'unterminated quoted field'
else:
    raise AssertionError('no ValueError for an open quote')

# %%
try:
    parse_csv_line('aa,"bc ')
except ValueError as e:
    assert str(e) == 'unterminated quoted field'
else:
    raise AssertionError('no ValueError for an open quote')

# %%
try:
    parse_csv_line('ßaa,"bc')
except ValueError as e:
    assert str(e) == 'unterminated quoted field'
else:
    raise AssertionError('no ValueError for an open quote')

# %%
try:
    parse_csv_line('aa,"bcé')
except ValueError as e:
    assert str(e) == 'unterminated quoted field'
else:
    raise AssertionError('no ValueError for an open quote')

# %%
try:
    parse_csv_line('A,"BC ')
except ValueError as e:
    assert str(e) == 'unterminated quoted field'
else:
    raise AssertionError('no ValueError for an open quote')

# %%
try:
    parse_csv_line('a,"bc 0')
except ValueError as e:
    assert str(e) == 'unterminated quoted field'
else:
    raise AssertionError('no ValueError for an open quote')

# %%
try:
    parse_csv_line('ßa,"bc ')
except ValueError as e:
    assert str(e) == 'unterminated quoted field'
else:
    raise AssertionError('no ValueError for an open quote')

# %%
try:
    parse_csv_line('a,"bc é')
except ValueError as e:
    assert str(e) == 'unterminated quoted field'
else:
    raise AssertionError('no ValueError for an open quote')

# %%
try:
    parse_csv_line(',"bc ')
except ValueError as e:
    assert str(e) == 'unterminated quoted field'
else:
    raise AssertionError('no ValueError for an open quote')

# %%
try:
    parse_csv_line('ßA,"BC')
except ValueError as e:
    assert str(e) == 'unterminated quoted field'
else:
    raise AssertionError('no ValueError for an open quote')

# %%
try:
    parse_csv_line('A,"BCé')
except ValueError as e:
    assert str(e) == 'unterminated quoted field'
else:
    raise AssertionError('no ValueError for an open quote')

# %%
try:
    parse_csv_line(',"BC')
except ValueError as e:
    assert str(e) == 'unterminated quoted field'
else:
    raise AssertionError('no ValueError for an open quote')

# %%
try:
    parse_csv_line('A,"BC0')
except ValueError as e:
    assert str(e) == 'unterminated quoted field'
else:
    raise AssertionError('no ValueError for an open quote')

# %%
try:
    parse_csv_line('Ssa,"Bc')
except ValueError as e:
    assert str(e) == 'unterminated quoted field'
else:
    raise AssertionError('no ValueError for an open quote')

# %%
try:
    parse_csv_line('ßßa,"bc')
except ValueError as e:
    assert str(e) == 'unterminated quoted field'
else:
    raise AssertionError('no ValueError for an open quote')

# %%
try:
    parse_csv_line('SSA,"BC')
except ValueError as e:
    assert str(e) == 'unterminated quoted field'
else:
    raise AssertionError('no ValueError for an open quote')

# %%
try:
    parse_csv_line(' ßa,"bc')
except ValueError as e:
    assert str(e) == 'unterminated quoted field'
else:
    raise AssertionError('no ValueError for an open quote')

# %%
try:
    parse_csv_line('ßa,"bc0')
except ValueError as e:
    assert str(e) == 'unterminated quoted field'
else:
    raise AssertionError('no ValueError for an open quote')

# %%
try:
    parse_csv_line('ßa,"bcé')
except ValueError as e:
    assert str(e) == 'unterminated quoted field'
else:
    raise AssertionError('no ValueError for an open quote')

# %%
try:
    parse_csv_line(' ,"bc')
except ValueError as e:
    assert str(e) == 'unterminated quoted field'
else:
    raise AssertionError('no ValueError for an open quote')

# %%
try:
    parse_csv_line(',"bc0')
except ValueError as e:
    assert str(e) == 'unterminated quoted field'
else:
    raise AssertionError('no ValueError for an open quote')

# %%
try:
    parse_csv_line(',,"bc')
except ValueError as e:
    assert str(e) == 'unterminated quoted field'
else:
    raise AssertionError('no ValueError for an open quote')

# %%
try:
    parse_csv_line('ß,"bc')
except ValueError as e:
    assert str(e) == 'unterminated quoted field'
else:
    raise AssertionError('no ValueError for an open quote')

# %%
try:
    parse_csv_line(',"')
except ValueError as e:
    assert str(e) == 'unterminated quoted field'
else:
    raise AssertionError('no ValueError for an open quote')

# %%
try:
    parse_csv_line(',"bcé')
except ValueError as e:
    assert str(e) == 'unterminated quoted field'
else:
    raise AssertionError('no ValueError for an open quote')

# %%
try:
    parse_csv_line('a,"bcé ')
except ValueError as e:
    assert str(e) == 'unterminated quoted field'
else:
    raise AssertionError('no ValueError for an open quote')

# %%
try:
    parse_csv_line('a,"bcé0')
except ValueError as e:
    assert str(e) == 'unterminated quoted field'
else:
    raise AssertionError('no ValueError for an open quote')

# %%
try:
    parse_csv_line('A,"BCÉ')
except ValueError as e:
    assert str(e) == 'unterminated quoted field'
else:
    raise AssertionError('no ValueError for an open quote')

# %%
try:
    parse_csv_line('a,"bc00')
except ValueError as e:
    assert str(e) == 'unterminated quoted field'
else:
    raise AssertionError('no ValueError for an open quote')

# %%
try:
    parse_csv_line('a,"bc0é')
except ValueError as e:
    assert str(e) == 'unterminated quoted field'
else:
    raise AssertionError('no ValueError for an open quote')

# %%
try:
    parse_csv_line('a,"bc0 ')
except ValueError as e:
    assert str(e) == 'unterminated quoted field'
else:
    raise AssertionError('no ValueError for an open quote')

# %%
try:
    parse_csv_line('"0 ')
except ValueError as e:
    assert str(e) == 'unterminated quoted field'
else:
    raise AssertionError('no ValueError for a lone quote')

# %%
try:
    parse_csv_line('"00')
except ValueError as e:
    assert str(e) == 'unterminated quoted field'
else:
    raise AssertionError('no ValueError for a lone quote')

# %%
try:
    parse_csv_line('"0é')
except ValueError as e:
    assert str(e) == 'unterminated quoted field'
else:
    raise AssertionError('no ValueError for a lone quote')

# %%
try:
    parse_csv_line('"é0')
except ValueError as e:
    assert str(e) == 'unterminated quoted field'
else:
    raise AssertionError('no ValueError for a lone quote')

# %%
try:
    parse_csv_line('"é ')
except ValueError as e:
    assert str(e) == 'unterminated quoted field'
else:
    raise AssertionError('no ValueError for a lone quote')

# %%
try:
    parse_csv_line('"éé')
except ValueError as e:
    assert str(e) == 'unterminated quoted field'
else:
    raise AssertionError('no ValueError for a lone quote')

# %%
try:
    parse_csv_line('"É')
except ValueError as e:
    assert str(e) == 'unterminated quoted field'
else:
    raise AssertionError('no ValueError for a lone quote')

# %%
try:
    parse_csv_line('"  ')
except ValueError as e:
    assert str(e) == 'unterminated quoted field'
else:
    raise AssertionError('no ValueError for a lone quote')

# %%
try:
    parse_csv_line('" é')
except ValueError as e:
    assert str(e) == 'unterminated quoted field'
else:
    raise AssertionError('no ValueError for a lone quote')

# %%
try:
    parse_csv_line('" 0')
except ValueError as e:
    assert str(e) == 'unterminated quoted field'
else:
    raise AssertionError('no ValueError for a lone quote')
