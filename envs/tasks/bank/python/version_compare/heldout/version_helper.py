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

# %%
assert parse_version('  v1.02.30') == (1, 2, 30)

# %%
assert parse_version('  v1.02.3 ') == (1, 2, 3)

# %%
assert parse_version('    v1.02.3') == (1, 2, 3)

# %%
assert parse_version('   v1.02.3') == (1, 2, 3)

# %%
assert parse_version('  v1') == (1,)

# %%
assert parse_version('  V1.02.3') == (1, 2, 3)

# %%
assert parse_version('V1.02.3') == (1, 2, 3)

# %%
assert parse_version(' V1.02.3 ') == (1, 2, 3)

# %%
assert parse_version(' V1.02.30') == (1, 2, 30)

# %%
assert parse_version('1.02.3') == (1, 2, 3)

# %%
assert parse_version('v1.02.30') == (1, 2, 30)

# %%
assert parse_version(' v1.02.30 ') == (1, 2, 30)

# %%
assert parse_version(' v1.02.300') == (1, 2, 300)

# %%
assert parse_version('  v1.02.3  ') == (1, 2, 3)

# %%
assert parse_version(' v1.02.3  ') == (1, 2, 3)

# %%
assert parse_version('770') == (770,)

# %%
assert parse_version('77 ') == (77,)

# %%
assert parse_version('777') == (777,)

# %%
assert parse_version('7777') == (7777,)

# %%
assert parse_version('  7') == (7,)

# %%
assert parse_version(' 70') == (70,)

# %%
assert parse_version(' 7 ') == (7,)

# %%
assert parse_version('7  ') == (7,)

# %%
assert parse_version('0') == (0,)

# %%
assert parse_version('07') == (7,)

# %%
assert parse_version('700') == (700,)

# %%
assert parse_version('7070') == (7070,)

# %%
assert parse_version('70 ') == (70,)

# %%
try:
    parse_version('x0x0')
except ValueError as e:
    assert str(e) == "invalid version: 'x0x0'"
else:
    raise AssertionError('no ValueError from parse_version')

# %%
try:
    parse_version('X0')
except ValueError as e:
    assert str(e) == "invalid version: 'X0'"
else:
    raise AssertionError('no ValueError from parse_version')

# %%
try:
    parse_version('x0é')
except ValueError as e:
    assert str(e) == "invalid version: 'x0é'"
else:
    raise AssertionError('no ValueError from parse_version')

# %%
try:
    parse_version('0x')
except ValueError as e:
    assert str(e) == "invalid version: '0x'"
else:
    raise AssertionError('no ValueError from parse_version')

# %%
try:
    parse_version('x0 ')
except ValueError as e:
    assert str(e) == "invalid version: 'x0 '"
else:
    raise AssertionError('no ValueError from parse_version')

# %%
try:
    parse_version('ßx0')
except ValueError as e:
    assert str(e) == "invalid version: 'ßx0'"
else:
    raise AssertionError('no ValueError from parse_version')

# %%
try:
    parse_version('xx0')
except ValueError as e:
    assert str(e) == "invalid version: 'xx0'"
else:
    raise AssertionError('no ValueError from parse_version')

# %%
try:
    parse_version(' x0')
except ValueError as e:
    assert str(e) == "invalid version: ' x0'"
else:
    raise AssertionError('no ValueError from parse_version')

# %%
try:
    parse_version('x  ')
except ValueError as e:
    assert str(e) == "invalid version: 'x  '"
else:
    raise AssertionError('no ValueError from parse_version')

# %%
try:
    parse_version(' x ')
except ValueError as e:
    assert str(e) == "invalid version: ' x '"
else:
    raise AssertionError('no ValueError from parse_version')

# %%
try:
    parse_version('x é')
except ValueError as e:
    assert str(e) == "invalid version: 'x é'"
else:
    raise AssertionError('no ValueError from parse_version')

# %%
try:
    parse_version('X ')
except ValueError as e:
    assert str(e) == "invalid version: 'X '"
else:
    raise AssertionError('no ValueError from parse_version')

# %%
try:
    parse_version('x x ')
except ValueError as e:
    assert str(e) == "invalid version: 'x x '"
else:
    raise AssertionError('no ValueError from parse_version')

# %%
try:
    parse_version('x 0')
except ValueError as e:
    assert str(e) == "invalid version: 'x 0'"
else:
    raise AssertionError('no ValueError from parse_version')

# %%
try:
    parse_version(' xx')
except ValueError as e:
    assert str(e) == "invalid version: ' xx'"
else:
    raise AssertionError('no ValueError from parse_version')

# %%
try:
    parse_version('xxx')
except ValueError as e:
    assert str(e) == "invalid version: 'xxx'"
else:
    raise AssertionError('no ValueError from parse_version')

# %%
try:
    parse_version('xxé')
except ValueError as e:
    assert str(e) == "invalid version: 'xxé'"
else:
    raise AssertionError('no ValueError from parse_version')

# %%
try:
    parse_version('Xx')
except ValueError as e:
    assert str(e) == "invalid version: 'Xx'"
else:
    raise AssertionError('no ValueError from parse_version')

# %%
try:
    parse_version('xxxx')
except ValueError as e:
    assert str(e) == "invalid version: 'xxxx'"
else:
    raise AssertionError('no ValueError from parse_version')

# %%
try:
    parse_version('é')
except ValueError as e:
    assert str(e) == "invalid version: 'é'"
else:
    raise AssertionError('no ValueError from parse_version')

# %%
try:
    parse_version('Xé')
except ValueError as e:
    assert str(e) == "invalid version: 'Xé'"
else:
    raise AssertionError('no ValueError from parse_version')

# %%
try:
    parse_version('xé ')
except ValueError as e:
    assert str(e) == "invalid version: 'xé '"
else:
    raise AssertionError('no ValueError from parse_version')

# %%
try:
    parse_version('xéxé')
except ValueError as e:
    assert str(e) == "invalid version: 'xéxé'"
else:
    raise AssertionError('no ValueError from parse_version')

# %%
try:
    parse_version('éx')
except ValueError as e:
    assert str(e) == "invalid version: 'éx'"
else:
    raise AssertionError('no ValueError from parse_version')

# %%
try:
    parse_version('xé0')
except ValueError as e:
    assert str(e) == "invalid version: 'xé0'"
else:
    raise AssertionError('no ValueError from parse_version')

# %%
try:
    parse_version('ßxé')
except ValueError as e:
    assert str(e) == "invalid version: 'ßxé'"
else:
    raise AssertionError('no ValueError from parse_version')

# %%
try:
    parse_version('XÉ')
except ValueError as e:
    assert str(e) == "invalid version: 'XÉ'"
else:
    raise AssertionError('no ValueError from parse_version')

# %%
try:
    parse_version(' xé')
except ValueError as e:
    assert str(e) == "invalid version: ' xé'"
else:
    raise AssertionError('no ValueError from parse_version')

# %%
try:
    parse_version('ßX')
except ValueError as e:
    assert str(e) == "invalid version: 'ßX'"
else:
    raise AssertionError('no ValueError from parse_version')

# %%
try:
    parse_version('ßßx')
except ValueError as e:
    assert str(e) == "invalid version: 'ßßx'"
else:
    raise AssertionError('no ValueError from parse_version')

# %%
try:
    parse_version('ßxßx')
except ValueError as e:
    assert str(e) == "invalid version: 'ßxßx'"
else:
    raise AssertionError('no ValueError from parse_version')

# %%
try:
    parse_version('xß')
except ValueError as e:
    assert str(e) == "invalid version: 'xß'"
else:
    raise AssertionError('no ValueError from parse_version')

# %%
try:
    parse_version('SSX')
except ValueError as e:
    assert str(e) == "invalid version: 'SSX'"
else:
    raise AssertionError('no ValueError from parse_version')

# %%
try:
    parse_version(' ßx')
except ValueError as e:
    assert str(e) == "invalid version: ' ßx'"
else:
    raise AssertionError('no ValueError from parse_version')

# %%
try:
    parse_version(' x x')
except ValueError as e:
    assert str(e) == "invalid version: ' x x'"
else:
    raise AssertionError('no ValueError from parse_version')

# %%
try:
    parse_version('  x')
except ValueError as e:
    assert str(e) == "invalid version: '  x'"
else:
    raise AssertionError('no ValueError from parse_version')

# %%
try:
    parse_version('ß x')
except ValueError as e:
    assert str(e) == "invalid version: 'ß x'"
else:
    raise AssertionError('no ValueError from parse_version')
