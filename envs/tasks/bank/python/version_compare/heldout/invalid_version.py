# %%
try:
    compare_versions('1..2', '')
except ValueError as e:
    assert str(e) == "invalid version: '1..2'"
else:
    raise AssertionError('no ValueError for 1..2')

# %%
try:
    compare_versions('ß1..2', '1')
except ValueError as e:
    assert str(e) == "invalid version: 'ß1..2'"
else:
    raise AssertionError('no ValueError for 1..2')

# %%
try:
    compare_versions('1.', '1')
except ValueError as e:
    assert str(e) == "invalid version: '1.'"
else:
    raise AssertionError('no ValueError for 1..2')

# %%
try:
    compare_versions(' 1..2', '1')
except ValueError as e:
    assert str(e) == "invalid version: ' 1..2'"
else:
    raise AssertionError('no ValueError for 1..2')

# %%
try:
    compare_versions('1..2é', '1')
except ValueError as e:
    assert str(e) == "invalid version: '1..2é'"
else:
    raise AssertionError('no ValueError for 1..2')

# %%
try:
    compare_versions('2..1', '1')
except ValueError as e:
    assert str(e) == "invalid version: '2..1'"
else:
    raise AssertionError('no ValueError for 1..2')

# %%
try:
    compare_versions('1..2', '10')
except ValueError as e:
    assert str(e) == "invalid version: '1..2'"
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
    compare_versions('1..2 ', '1')
except ValueError as e:
    assert str(e) == "invalid version: '1..2 '"
else:
    raise AssertionError('no ValueError for 1..2')

# %%
try:
    compare_versions('1..21..2', '1')
except ValueError as e:
    assert str(e) == "invalid version: '1..21..2'"
else:
    raise AssertionError('no ValueError for 1..2')

# %%
try:
    compare_versions('1..', '1')
except ValueError as e:
    assert str(e) == "invalid version: '1..'"
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
    compare_versions('11..2', '1')
except ValueError as e:
    assert str(e) == "invalid version: '11..2'"
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
    compare_versions('1..20', '1')
except ValueError as e:
    assert str(e) == "invalid version: '1..20'"
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
    compare_versions('1..2', '1 ')
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
