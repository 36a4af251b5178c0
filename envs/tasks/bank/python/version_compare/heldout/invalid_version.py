# %%
try:
    compare_versions('1.', '1')
except ValueError as e:
    assert str(e) == "invalid version: '1.'"
else:
    raise AssertionError('no ValueError for 1..2')

# %%
try:
    compare_versions('1..2', 'ß1')
except ValueError as e:
    assert str(e) == "invalid version: '1..2'"
else:
    raise AssertionError('no ValueError for 1..2')

# %%
try:
    compare_versions('..2', '1')
except ValueError as e:
    assert str(e) == "invalid version: '..2'"
else:
    raise AssertionError('no ValueError for 1..2')

# %%
try:
    compare_versions('1..2', ' 1')
except ValueError as e:
    assert str(e) == "invalid version: '1..2'"
else:
    raise AssertionError('no ValueError for 1..2')

# %%
try:
    compare_versions('', '1')
except ValueError as e:
    assert str(e) == "invalid version: ''"
else:
    raise AssertionError('no ValueError for 1..2')

# %%
try:
    compare_versions('1..2', '11')
except ValueError as e:
    assert str(e) == "invalid version: '1..2'"
else:
    raise AssertionError('no ValueError for 1..2')

# %%
try:
    compare_versions('1..2', '1é')
except ValueError as e:
    assert str(e) == "invalid version: '1..2'"
else:
    raise AssertionError('no ValueError for 1..2')

# %%
try:
    compare_versions('1.0', 'a.b')
except ValueError as e:
    assert str(e) == "invalid version: 'a.b'", str(e)
else:
    raise AssertionError(f"no ValueError for {'a.b'!r}")

# %%
try:
    compare_versions('1.0', ' a.b')
except ValueError as e:
    assert str(e) == "invalid version: ' a.b'", str(e)
else:
    raise AssertionError(f"no ValueError for {'a.b'!r}")

# %%
try:
    compare_versions('1.0', '.b')
except ValueError as e:
    assert str(e) == "invalid version: '.b'", str(e)
else:
    raise AssertionError(f"no ValueError for {'a.b'!r}")

# %%
try:
    compare_versions('0.1', 'a.b')
except ValueError as e:
    assert str(e) == "invalid version: 'a.b'", str(e)
else:
    raise AssertionError(f"no ValueError for {'a.b'!r}")

# %%
try:
    compare_versions('1.0', 'a')
except ValueError as e:
    assert str(e) == "invalid version: 'a'", str(e)
else:
    raise AssertionError(f"no ValueError for {'a.b'!r}")

# %%
try:
    compare_versions('1.0', 'a.ba.b')
except ValueError as e:
    assert str(e) == "invalid version: 'a.ba.b'", str(e)
else:
    raise AssertionError(f"no ValueError for {'a.b'!r}")

# %%
try:
    compare_versions('1.0', 'b.a')
except ValueError as e:
    assert str(e) == "invalid version: 'b.a'", str(e)
else:
    raise AssertionError(f"no ValueError for {'a.b'!r}")

# %%
try:
    compare_versions('1.0', 'aa.b')
except ValueError as e:
    assert str(e) == "invalid version: 'aa.b'", str(e)
else:
    raise AssertionError(f"no ValueError for {'a.b'!r}")

# %%
try:
    compare_versions('1.0', '')
except ValueError as e:
    assert str(e) == "invalid version: ''", str(e)
else:
    raise AssertionError(f"no ValueError for {'a.b'!r}")

# %%
try:
    compare_versions('1.0', 'A.B')
except ValueError as e:
    assert str(e) == "invalid version: 'A.B'", str(e)
else:
    raise AssertionError(f"no ValueError for {'a.b'!r}")

# %%
try:
    compare_versions('ß1.0', 'a.b')
except ValueError as e:
    assert str(e) == "invalid version: 'ß1.0'", str(e)
else:
    raise AssertionError(f"no ValueError for {'a.b'!r}")

# %%
try:
    compare_versions('1.0é', 'a.b')
except ValueError as e:
    assert str(e) == "invalid version: '1.0é'", str(e)
else:
    raise AssertionError(f"no ValueError for {'a.b'!r}")

# %%
try:
    compare_versions('1.0', '')
except ValueError as e:
    assert str(e) == "invalid version: ''", str(e)
else:
    raise AssertionError(f"no ValueError for {''!r}")

# %%
try:
    compare_versions('0.1', '')
except ValueError as e:
    assert str(e) == "invalid version: ''", str(e)
else:
    raise AssertionError(f"no ValueError for {''!r}")

# %%
try:
    compare_versions('', '')
except ValueError as e:
    assert str(e) == "invalid version: ''", str(e)
else:
    raise AssertionError(f"no ValueError for {''!r}")

# %%
try:
    compare_versions('1.01.0', '')
except ValueError as e:
    assert str(e) == "invalid version: ''", str(e)
else:
    raise AssertionError(f"no ValueError for {''!r}")

# %%
try:
    compare_versions('1.0', 'é')
except ValueError as e:
    assert str(e) == "invalid version: 'é'", str(e)
else:
    raise AssertionError(f"no ValueError for {''!r}")

# %%
try:
    compare_versions('1.0é', '')
except ValueError as e:
    assert str(e) == "invalid version: '1.0é'", str(e)
else:
    raise AssertionError(f"no ValueError for {''!r}")

# %%
try:
    compare_versions('1.0', '1.-')
except ValueError as e:
    assert str(e) == "invalid version: '1.-'", str(e)
else:
    raise AssertionError(f"no ValueError for {'1.-2'!r}")

# %%
try:
    compare_versions('1.0', '1.')
except ValueError as e:
    assert str(e) == "invalid version: '1.'", str(e)
else:
    raise AssertionError(f"no ValueError for {'1.-2'!r}")

# %%
try:
    compare_versions('1.0', '1.-2 ')
except ValueError as e:
    assert str(e) == "invalid version: '1.-2 '", str(e)
else:
    raise AssertionError(f"no ValueError for {'1.-2'!r}")

# %%
try:
    compare_versions('1.0', '')
except ValueError as e:
    assert str(e) == "invalid version: ''", str(e)
else:
    raise AssertionError(f"no ValueError for {'1.-2'!r}")

# %%
try:
    compare_versions('1.0', ' 1.-2')
except ValueError as e:
    assert str(e) == "invalid version: ' 1.-2'", str(e)
else:
    raise AssertionError(f"no ValueError for {'1.-2'!r}")

# %%
try:
    compare_versions('', '1.-2')
except ValueError as e:
    assert str(e) == "invalid version: ''", str(e)
else:
    raise AssertionError(f"no ValueError for {'1.-2'!r}")

# %%
try:
    compare_versions('1.0', '1.-20')
except ValueError as e:
    assert str(e) == "invalid version: '1.-20'", str(e)
else:
    raise AssertionError(f"no ValueError for {'1.-2'!r}")

# %%
try:
    compare_versions('11.0', '1.-2')
except ValueError as e:
    assert str(e) == "invalid version: '1.-2'", str(e)
else:
    raise AssertionError(f"no ValueError for {'1.-2'!r}")

# %%
try:
    compare_versions('1.0', '2-.1')
except ValueError as e:
    assert str(e) == "invalid version: '2-.1'", str(e)
else:
    raise AssertionError(f"no ValueError for {'1.-2'!r}")

# %%
try:
    compare_versions('0.1', '1.-2')
except ValueError as e:
    assert str(e) == "invalid version: '1.-2'", str(e)
else:
    raise AssertionError(f"no ValueError for {'1.-2'!r}")

# %%
try:
    compare_versions('1.0é', '1.-2')
except ValueError as e:
    assert str(e) == "invalid version: '1.0é'", str(e)
else:
    raise AssertionError(f"no ValueError for {'1.-2'!r}")

# %%
try:
    compare_versions('1.0', '11.-2')
except ValueError as e:
    assert str(e) == "invalid version: '11.-2'", str(e)
else:
    raise AssertionError(f"no ValueError for {'1.-2'!r}")

# %%
try:
    compare_versions('.0', '1.-2')
except ValueError as e:
    assert str(e) == "invalid version: '.0'", str(e)
else:
    raise AssertionError(f"no ValueError for {'1.-2'!r}")

# %%
try:
    compare_versions('ß1.0', '1.-2')
except ValueError as e:
    assert str(e) == "invalid version: 'ß1.0'", str(e)
else:
    raise AssertionError(f"no ValueError for {'1.-2'!r}")

# %%
try:
    compare_versions('1', '1.-2')
except ValueError as e:
    assert str(e) == "invalid version: '1.-2'", str(e)
else:
    raise AssertionError(f"no ValueError for {'1.-2'!r}")

# %%
try:
    compare_versions('1.0', '1.-2é')
except ValueError as e:
    assert str(e) == "invalid version: '1.-2é'", str(e)
else:
    raise AssertionError(f"no ValueError for {'1.-2'!r}")

# %%
try:
    compare_versions('1.0', '1.2.')
except ValueError as e:
    assert str(e) == "invalid version: '1.2.'", str(e)
else:
    raise AssertionError(f"no ValueError for {'1.2.'!r}")

# %%
try:
    compare_versions('1.0', '11.2.')
except ValueError as e:
    assert str(e) == "invalid version: '11.2.'", str(e)
else:
    raise AssertionError(f"no ValueError for {'1.2.'!r}")

# %%
try:
    compare_versions('1.01.0', '1.2.')
except ValueError as e:
    assert str(e) == "invalid version: '1.2.'", str(e)
else:
    raise AssertionError(f"no ValueError for {'1.2.'!r}")

# %%
try:
    compare_versions('1.0', '1.2.é')
except ValueError as e:
    assert str(e) == "invalid version: '1.2.é'", str(e)
else:
    raise AssertionError(f"no ValueError for {'1.2.'!r}")

# %%
try:
    compare_versions('1.0', '1.2.1.2.')
except ValueError as e:
    assert str(e) == "invalid version: '1.2.1.2.'", str(e)
else:
    raise AssertionError(f"no ValueError for {'1.2.'!r}")

# %%
try:
    compare_versions('1.0', '1.')
except ValueError as e:
    assert str(e) == "invalid version: '1.'", str(e)
else:
    raise AssertionError(f"no ValueError for {'1.2.'!r}")

# %%
try:
    compare_versions('1.0', '.2.1')
except ValueError as e:
    assert str(e) == "invalid version: '.2.1'", str(e)
else:
    raise AssertionError(f"no ValueError for {'1.2.'!r}")

# %%
try:
    compare_versions('', '1.2.')
except ValueError as e:
    assert str(e) == "invalid version: ''", str(e)
else:
    raise AssertionError(f"no ValueError for {'1.2.'!r}")

# %%
try:
    compare_versions('1.0é', '1.2.')
except ValueError as e:
    assert str(e) == "invalid version: '1.0é'", str(e)
else:
    raise AssertionError(f"no ValueError for {'1.2.'!r}")

# %%
try:
    compare_versions('1.0', '1.2. ')
except ValueError as e:
    assert str(e) == "invalid version: '1.2. '", str(e)
else:
    raise AssertionError(f"no ValueError for {'1.2.'!r}")

# %%
try:
    compare_versions('1.0', ' 1.2.')
except ValueError as e:
    assert str(e) == "invalid version: ' 1.2.'", str(e)
else:
    raise AssertionError(f"no ValueError for {'1.2.'!r}")

# %%
try:
    compare_versions('11.0', '1.2.')
except ValueError as e:
    assert str(e) == "invalid version: '1.2.'", str(e)
else:
    raise AssertionError(f"no ValueError for {'1.2.'!r}")

# %%
try:
    compare_versions('1.', '1.2.')
except ValueError as e:
    assert str(e) == "invalid version: '1.'", str(e)
else:
    raise AssertionError(f"no ValueError for {'1.2.'!r}")

# %%
try:
    compare_versions('1.00', '1.2.')
except ValueError as e:
    assert str(e) == "invalid version: '1.2.'", str(e)
else:
    raise AssertionError(f"no ValueError for {'1.2.'!r}")

# %%
try:
    compare_versions('1.0', '１.0')
except ValueError as e:
    assert str(e) == "invalid version: '１.0'", str(e)
else:
    raise AssertionError(f"no ValueError for {'１.0'!r}")

# %%
try:
    compare_versions('1.0', '１.0 ')
except ValueError as e:
    assert str(e) == "invalid version: '１.0 '", str(e)
else:
    raise AssertionError(f"no ValueError for {'１.0'!r}")

# %%
try:
    compare_versions('1.0', '１１.0')
except ValueError as e:
    assert str(e) == "invalid version: '１１.0'", str(e)
else:
    raise AssertionError(f"no ValueError for {'１.0'!r}")

# %%
try:
    compare_versions('1.0', '１.0１.0')
except ValueError as e:
    assert str(e) == "invalid version: '１.0１.0'", str(e)
else:
    raise AssertionError(f"no ValueError for {'１.0'!r}")

# %%
try:
    compare_versions('1.0', '')
except ValueError as e:
    assert str(e) == "invalid version: ''", str(e)
else:
    raise AssertionError(f"no ValueError for {'１.0'!r}")

# %%
try:
    compare_versions('1.0', ' １.0')
except ValueError as e:
    assert str(e) == "invalid version: ' １.0'", str(e)
else:
    raise AssertionError(f"no ValueError for {'１.0'!r}")

# %%
try:
    compare_versions('1', '１.0')
except ValueError as e:
    assert str(e) == "invalid version: '１.0'", str(e)
else:
    raise AssertionError(f"no ValueError for {'１.0'!r}")

# %%
try:
    compare_versions('1.0', '.0')
except ValueError as e:
    assert str(e) == "invalid version: '.0'", str(e)
else:
    raise AssertionError(f"no ValueError for {'１.0'!r}")

# %%
try:
    compare_versions('1.0', '１')
except ValueError as e:
    assert str(e) == "invalid version: '１'", str(e)
else:
    raise AssertionError(f"no ValueError for {'１.0'!r}")

# %%
try:
    compare_versions('.0', '１.0')
except ValueError as e:
    assert str(e) == "invalid version: '.0'", str(e)
else:
    raise AssertionError(f"no ValueError for {'１.0'!r}")

# %%
try:
    compare_versions('1.0é', '１.0')
except ValueError as e:
    assert str(e) == "invalid version: '1.0é'", str(e)
else:
    raise AssertionError(f"no ValueError for {'１.0'!r}")

# %%
try:
    compare_versions('1.01.0', '１.0')
except ValueError as e:
    assert str(e) == "invalid version: '１.0'", str(e)
else:
    raise AssertionError(f"no ValueError for {'１.0'!r}")

# %%
try:
    compare_versions('1.0', 'ß１.0')
except ValueError as e:
    assert str(e) == "invalid version: 'ß１.0'", str(e)
else:
    raise AssertionError(f"no ValueError for {'１.0'!r}")

# %%
try:
    compare_versions('1.', '1 .2')
except ValueError as e:
    assert str(e) == "invalid version: '1.'", str(e)
else:
    raise AssertionError(f"no ValueError for {'1 .2'!r}")

# %%
try:
    compare_versions('1.01.0', '1 .2')
except ValueError as e:
    assert str(e) == "invalid version: '1 .2'", str(e)
else:
    raise AssertionError(f"no ValueError for {'1 .2'!r}")

# %%
try:
    compare_versions('11.0', '1 .2')
except ValueError as e:
    assert str(e) == "invalid version: '1 .2'", str(e)
else:
    raise AssertionError(f"no ValueError for {'1 .2'!r}")

# %%
try:
    compare_versions('1.0', '2. 1')
except ValueError as e:
    assert str(e) == "invalid version: '2. 1'", str(e)
else:
    raise AssertionError(f"no ValueError for {'1 .2'!r}")

# %%
try:
    compare_versions('1.0', ' .2')
except ValueError as e:
    assert str(e) == "invalid version: ' .2'", str(e)
else:
    raise AssertionError(f"no ValueError for {'1 .2'!r}")

# %%
try:
    compare_versions('1.0', '11 .2')
except ValueError as e:
    assert str(e) == "invalid version: '11 .2'", str(e)
else:
    raise AssertionError(f"no ValueError for {'1 .2'!r}")

# %%
try:
    compare_versions('1.0', '1 .20')
except ValueError as e:
    assert str(e) == "invalid version: '1 .20'", str(e)
else:
    raise AssertionError(f"no ValueError for {'1 .2'!r}")

# %%
try:
    compare_versions('1.0', '')
except ValueError as e:
    assert str(e) == "invalid version: ''", str(e)
else:
    raise AssertionError(f"no ValueError for {'1 .2'!r}")

# %%
try:
    compare_versions('ß1.0', '1 .2')
except ValueError as e:
    assert str(e) == "invalid version: 'ß1.0'", str(e)
else:
    raise AssertionError(f"no ValueError for {'1 .2'!r}")

# %%
try:
    compare_versions('1.0', '1 .21 .2')
except ValueError as e:
    assert str(e) == "invalid version: '1 .21 .2'", str(e)
else:
    raise AssertionError(f"no ValueError for {'1 .2'!r}")

# %%
try:
    compare_versions('0.1', '1 .2')
except ValueError as e:
    assert str(e) == "invalid version: '1 .2'", str(e)
else:
    raise AssertionError(f"no ValueError for {'1 .2'!r}")

# %%
try:
    compare_versions('.0', '1 .2')
except ValueError as e:
    assert str(e) == "invalid version: '.0'", str(e)
else:
    raise AssertionError(f"no ValueError for {'1 .2'!r}")
