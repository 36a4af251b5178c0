# %%
assert parse_csv_line('', delimiter=';') == []

# %%
assert parse_csv_line('A;"B;C";D', delimiter=';') == ['A', 'B;C', 'D']

# %%
assert parse_csv_line('d;"c;b";a', delimiter=';') == ['d', 'c;b', 'a']

# %%
assert parse_csv_line(' a;"b;c";d', delimiter=';') == [' a', 'b;c', 'd']

# %%
assert parse_csv_line('aa;"b;c";d', delimiter=';') == ['aa', 'b;c', 'd']

# %%
assert parse_csv_line('a', delimiter=';') == ['a']

# %%
assert parse_csv_line('a;"b;c";', delimiter=';') == ['a', 'b;c', '']

# %%
assert parse_csv_line('a;"b;c";dé', delimiter=';') == ['a', 'b;c', 'dé']

# %%
assert parse_csv_line('a;"b;c";da;"b;c";d', delimiter=';') == ['a', 'b;c', 'da', 'b;c', 'd']

# %%
assert parse_csv_line('a,', delimiter=';') == ['a,']

# %%
assert parse_csv_line(' a,b', delimiter=';') == [' a,b']

# %%
assert parse_csv_line('a,ba,b', delimiter=';') == ['a,ba,b']

# %%
assert parse_csv_line('aa,b', delimiter=';') == ['aa,b']

# %%
assert parse_csv_line('A,B', delimiter=';') == ['A,B']

# %%
assert parse_csv_line('b,a', delimiter=';') == ['b,a']

# %%
assert parse_csv_line('a,b0', delimiter=';') == ['a,b0']

# %%
assert parse_csv_line('a,b ', delimiter=';') == ['a,b ']

# %%
assert parse_csv_line('ßa,b', delimiter=';') == ['ßa,b']

# %%
assert parse_csv_line('x\tyé', delimiter='\t') == ['x', 'yé']

# %%
assert parse_csv_line('x\tyx\ty', delimiter='\t') == ['x', 'yx', 'y']

# %%
assert parse_csv_line('xx\ty', delimiter='\t') == ['xx', 'y']

# %%
assert parse_csv_line('x', delimiter='\t') == ['x']

# %%
assert parse_csv_line('x\ty ', delimiter='\t') == ['x', 'y ']

# %%
assert parse_csv_line('y\tx', delimiter='\t') == ['y', 'x']

# %%
assert parse_csv_line('\ty', delimiter='\t') == ['', 'y']

# %%
try:
    parse_csv_line('a::b', delimiter=':::')
except ValueError as e:
    assert str(e) == 'delimiter must be one character'
else:
    raise AssertionError('no ValueError for a long delimiter')

# %%
try:
    parse_csv_line('a::b', delimiter=' ::')
except ValueError as e:
    assert str(e) == 'delimiter must be one character'
else:
    raise AssertionError('no ValueError for a long delimiter')

# %%
try:
    parse_csv_line('aa::b', delimiter='::')
except ValueError as e:
    assert str(e) == 'delimiter must be one character'
else:
    raise AssertionError('no ValueError for a long delimiter')

# %%
try:
    parse_csv_line('a::b0', delimiter='::')
except ValueError as e:
    assert str(e) == 'delimiter must be one character'
else:
    raise AssertionError('no ValueError for a long delimiter')

# %%
try:
    parse_csv_line(' a::b', delimiter='::')
except ValueError as e:
    assert str(e) == 'delimiter must be one character'
else:
    raise AssertionError('no ValueError for a long delimiter')

# %%
try:
    parse_csv_line('a::b ', delimiter='::')
except ValueError as e:
    assert str(e) == 'delimiter must be one character'
else:
    raise AssertionError('no ValueError for a long delimiter')

# %%
try:
    parse_csv_line('a::b', delimiter='::é')
except ValueError as e:
    assert str(e) == 'delimiter must be one character'
else:
    raise AssertionError('no ValueError for a long delimiter')

# %%
try:
    parse_csv_line('::b', delimiter='::')
except ValueError as e:
    assert str(e) == 'delimiter must be one character'
else:
    raise AssertionError('no ValueError for a long delimiter')

# %%
try:
    parse_csv_line('a::b', delimiter='')
except ValueError as e:
    assert str(e) == 'delimiter must be one character'
else:
    raise AssertionError('no ValueError for a long delimiter')

# %%
assert parse_csv_line(';"b;c";d0', delimiter=';') == ['', 'b;c', 'd0']

# %%
assert parse_csv_line('d', delimiter=';') == ['d']

# %%
assert parse_csv_line(' a;"b;c";d0', delimiter=';') == [' a', 'b;c', 'd0']

# %%
assert parse_csv_line(' a;"b;c";d ', delimiter=';') == [' a', 'b;c', 'd ']

# %%
assert parse_csv_line('aa;"b;c";d ', delimiter=';') == ['aa', 'b;c', 'd ']

# %%
assert parse_csv_line('a ', delimiter=';') == ['a ']

# %%
assert parse_csv_line('ßa;"b;c";d0', delimiter=';') == ['ßa', 'b;c', 'd0']

# %%
assert parse_csv_line(' a;"b;c";dé', delimiter=';') == [' a', 'b;c', 'dé']

# %%
assert parse_csv_line('a;"b;c";da;"b;c";da;"b;c";da;"b;c";d', delimiter=';') == ['a', 'b;c', 'da', 'b;c', 'da', 'b;c', 'da', 'b;c', 'd']

# %%
assert parse_csv_line('a,a,', delimiter=';') == ['a,a,']

# %%
assert parse_csv_line(' ', delimiter=';') == [' ']

# %%
assert parse_csv_line(' a,b ', delimiter=';') == [' a,b ']

# %%
assert parse_csv_line('aa,ba,b', delimiter=';') == ['aa,ba,b']

# %%
assert parse_csv_line('b,aa', delimiter=';') == ['b,aa']

# %%
assert parse_csv_line('b,a ', delimiter=';') == ['b,a ']

# %%
assert parse_csv_line('a,b 0', delimiter=';') == ['a,b 0']

# %%
assert parse_csv_line('a,b  ', delimiter=';') == ['a,b  ']

# %%
assert parse_csv_line(' x\tyé', delimiter='\t') == [' x', 'yé']

# %%
assert parse_csv_line('X\tYx\tY', delimiter='\t') == ['X', 'Yx', 'Y']

# %%
assert parse_csv_line('xx', delimiter='\t') == ['xx']

# %%
assert parse_csv_line(' x', delimiter='\t') == [' x']

# %%
assert parse_csv_line('\tx', delimiter='\t') == ['', 'x']

# %%
assert parse_csv_line('X\tY0', delimiter='\t') == ['X', 'Y0']

# %%
assert parse_csv_line('0', delimiter='\t') == ['0']

# %%
try:
    parse_csv_line('a::b', delimiter=':0')
except ValueError as e:
    assert str(e) == 'delimiter must be one character'
else:
    raise AssertionError('no ValueError for a long delimiter')

# %%
try:
    parse_csv_line('b::a', delimiter='')
except ValueError as e:
    assert str(e) == 'delimiter must be one character'
else:
    raise AssertionError('no ValueError for a long delimiter')

# %%
try:
    parse_csv_line('b::a', delimiter='ß::')
except ValueError as e:
    assert str(e) == 'delimiter must be one character'
else:
    raise AssertionError('no ValueError for a long delimiter')

# %%
try:
    parse_csv_line('a:', delimiter='ß::')
except ValueError as e:
    assert str(e) == 'delimiter must be one character'
else:
    raise AssertionError('no ValueError for a long delimiter')

# %%
try:
    parse_csv_line('::b', delimiter='ß::')
except ValueError as e:
    assert str(e) == 'delimiter must be one character'
else:
    raise AssertionError('no ValueError for a long delimiter')

# %%
try:
    parse_csv_line('a::b ', delimiter=':::')
except ValueError as e:
    assert str(e) == 'delimiter must be one character'
else:
    raise AssertionError('no ValueError for a long delimiter')

# %%
try:
    parse_csv_line('A::B', delimiter=':::')
except ValueError as e:
    assert str(e) == 'delimiter must be one character'
else:
    raise AssertionError('no ValueError for a long delimiter')

# %%
try:
    parse_csv_line('a::', delimiter=' ::')
except ValueError as e:
    assert str(e) == 'delimiter must be one character'
else:
    raise AssertionError('no ValueError for a long delimiter')

# %%
try:
    parse_csv_line(' a::bé', delimiter='::')
except ValueError as e:
    assert str(e) == 'delimiter must be one character'
else:
    raise AssertionError('no ValueError for a long delimiter')

# %%
try:
    parse_csv_line('aa::bé', delimiter='::')
except ValueError as e:
    assert str(e) == 'delimiter must be one character'
else:
    raise AssertionError('no ValueError for a long delimiter')

# %%
try:
    parse_csv_line('a::b0', delimiter=' ::')
except ValueError as e:
    assert str(e) == 'delimiter must be one character'
else:
    raise AssertionError('no ValueError for a long delimiter')

# %%
try:
    parse_csv_line('a:: ', delimiter='::')
except ValueError as e:
    assert str(e) == 'delimiter must be one character'
else:
    raise AssertionError('no ValueError for a long delimiter')

# %%
try:
    parse_csv_line(' a::', delimiter='::')
except ValueError as e:
    assert str(e) == 'delimiter must be one character'
else:
    raise AssertionError('no ValueError for a long delimiter')

# %%
try:
    parse_csv_line('a0', delimiter='::')
except ValueError as e:
    assert str(e) == 'delimiter must be one character'
else:
    raise AssertionError('no ValueError for a long delimiter')

# %%
try:
    parse_csv_line('ßa::b ', delimiter='::')
except ValueError as e:
    assert str(e) == 'delimiter must be one character'
else:
    raise AssertionError('no ValueError for a long delimiter')

# %%
try:
    parse_csv_line(' a::ba::b', delimiter='::')
except ValueError as e:
    assert str(e) == 'delimiter must be one character'
else:
    raise AssertionError('no ValueError for a long delimiter')

# %%
try:
    parse_csv_line('a::ba::ba::ba::b', delimiter='::')
except ValueError as e:
    assert str(e) == 'delimiter must be one character'
else:
    raise AssertionError('no ValueError for a long delimiter')

# %%
try:
    parse_csv_line(':b', delimiter='::')
except ValueError as e:
    assert str(e) == 'delimiter must be one character'
else:
    raise AssertionError('no ValueError for a long delimiter')

# %%
try:
    parse_csv_line('b::aß', delimiter='::')
except ValueError as e:
    assert str(e) == 'delimiter must be one character'
else:
    raise AssertionError('no ValueError for a long delimiter')

# %%
try:
    parse_csv_line('a:a:', delimiter='::')
except ValueError as e:
    assert str(e) == 'delimiter must be one character'
else:
    raise AssertionError('no ValueError for a long delimiter')

# %%
try:
    parse_csv_line('A::B', delimiter=' ::')
except ValueError as e:
    assert str(e) == 'delimiter must be one character'
else:
    raise AssertionError('no ValueError for a long delimiter')

# %%
try:
    parse_csv_line('a::ba::b', delimiter='')
except ValueError as e:
    assert str(e) == 'delimiter must be one character'
else:
    raise AssertionError('no ValueError for a long delimiter')
