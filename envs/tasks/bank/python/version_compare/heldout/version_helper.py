# %%
assert parse_version('  v1.02.3') == (1, 2, 3)

# %%
assert parse_version(' V1.02.3') == (1, 2, 3)

# %%
assert parse_version('v1.02.3') == (1, 2, 3)

# %%
assert parse_version(' v1.02.30') == (1, 2, 30)

# %%
assert parse_version(' v1.02.3 ') == (1, 2, 3)

# %%
assert parse_version('77') == (77,)

# %%
assert parse_version(' 7') == (7,)

# %%
assert parse_version('7 ') == (7,)

# %%
assert parse_version('70') == (70,)

# %%
try:
    parse_version('x0')
except ValueError as e:
    assert str(e) == "invalid version: 'x0'"
else:
    raise AssertionError('no ValueError from parse_version')

# %%
try:
    parse_version('x ')
except ValueError as e:
    assert str(e) == "invalid version: 'x '"
else:
    raise AssertionError('no ValueError from parse_version')

# %%
try:
    parse_version('xx')
except ValueError as e:
    assert str(e) == "invalid version: 'xx'"
else:
    raise AssertionError('no ValueError from parse_version')

# %%
try:
    parse_version('xé')
except ValueError as e:
    assert str(e) == "invalid version: 'xé'"
else:
    raise AssertionError('no ValueError from parse_version')

# %%
try:
    parse_version('X')
except ValueError as e:
    assert str(e) == "invalid version: 'X'"
else:
    raise AssertionError('no ValueError from parse_version')

# %%
try:
    parse_version('')
except ValueError as e:
    assert str(e) == "invalid version: ''"
else:
    raise AssertionError('no ValueError from parse_version')

# %%
try:
    parse_version('ßx')
except ValueError as e:
    assert str(e) == "invalid version: 'ßx'"
else:
    raise AssertionError('no ValueError from parse_version')

# %%
try:
    parse_version(' x')
except ValueError as e:
    assert str(e) == "invalid version: ' x'"
else:
    raise AssertionError('no ValueError from parse_version')
