# %%
assert compare_versions('1.0.0-rc10', '1.0.0') == -1

# %%
assert compare_versions('11.0.0-rc1', '1.0.0') == 1

# %%
assert compare_versions('1.0.0-rc1', '1') == -1

# %%
assert compare_versions('1.0.0-rc1', '0.0.1') == 1

# %%
assert compare_versions('1.0', '1.0-RC1') == 1

# %%
assert compare_versions('1.01.0', '1.0-rc1') == 1

# %%
assert compare_versions('11.0', '1.0-rc1') == 1

# %%
assert compare_versions('1.0', '1.0-rc') == 1

# %%
assert compare_versions('1', '1.0-rc1') == 1

# %%
assert compare_versions('1.00', '1.0-rc1') == 1

# %%
assert compare_versions('1.0', '1.0-rc10') == 1

# %%
assert compare_versions('1.0', '1') == 0

# %%
assert compare_versions('1.0-alpha', '1.0-bet') == -1

# %%
assert compare_versions('1.0-alpha', '1.0-BETA') == 1

# %%
assert compare_versions('1.0-Alpha', '1.0-beta') == -1

# %%
assert compare_versions('1.0-ALPHA', '1.0-beta') == -1

# %%
assert compare_versions('1', '1.0.0-rc1') == 1

# %%
assert compare_versions('1.0-rc1', '1.0.0-Rc1') == 1

# %%
assert compare_versions('1.0-rc', '1.0.0-rc1') == -1

# %%
assert compare_versions('1.0-Rc1', '1.0.0-rc1') == -1

# %%
assert compare_versions('22.0-rc1', '1.9') == 1

# %%
assert compare_versions('2.0-RC1', '1.9') == 1

# %%
assert compare_versions('2.0-rc1', '1') == 1

# %%
assert compare_versions('2.0-rc1', '1.91.9') == 1

# %%
assert compare_versions('2.0-rc', '1.9') == 1

# %%
assert compare_versions('2.0-rc1', '1.90') == 1

# %%
assert parse_version('1') == ((1,), '')

# %%
assert parse_version('11.2-rc1') == ((11, 2), 'rc1')

# %%
assert parse_version('1.2-rc10') == ((1, 2), 'rc10')

# %%
assert parse_version('1.2-RC1') == ((1, 2), 'RC1')

# %%
assert parse_version('1.2-rc') == ((1, 2), 'rc')

# %%
assert parse_version('1.2-Rc1') == ((1, 2), 'Rc1')

# %%
assert parse_version('33') == ((33,), '')

# %%
try:
    compare_versions('1.0-', '1.0')
except ValueError as e:
    assert str(e) == "invalid version: '1.0-'"
else:
    raise AssertionError(f"no ValueError for {'1.0-'!r}")

# %%
try:
    compare_versions('1.0-1.0-', '1.0')
except ValueError as e:
    assert str(e) == "invalid version: '1.0-1.0-'"
else:
    raise AssertionError(f"no ValueError for {'1.0-'!r}")

# %%
try:
    compare_versions('1.0-', '1')
except ValueError as e:
    assert str(e) == "invalid version: '1.0-'"
else:
    raise AssertionError(f"no ValueError for {'1.0-'!r}")

# %%
try:
    compare_versions('1.0-', '1.01.0')
except ValueError as e:
    assert str(e) == "invalid version: '1.0-'"
else:
    raise AssertionError(f"no ValueError for {'1.0-'!r}")

# %%
try:
    compare_versions('1.0-', '11.0')
except ValueError as e:
    assert str(e) == "invalid version: '1.0-'"
else:
    raise AssertionError(f"no ValueError for {'1.0-'!r}")

# %%
try:
    compare_versions('1.0-', ' 1.0')
except ValueError as e:
    assert str(e) == "invalid version: '1.0-'"
else:
    raise AssertionError(f"no ValueError for {'1.0-'!r}")

# %%
try:
    compare_versions('ß1.0-', '1.0')
except ValueError as e:
    assert str(e) == "invalid version: 'ß1.0-'"
else:
    raise AssertionError(f"no ValueError for {'1.0-'!r}")

# %%
try:
    compare_versions('1.0- ', '1.0')
except ValueError as e:
    assert str(e) == "invalid version: '1.0- '"
else:
    raise AssertionError(f"no ValueError for {'1.0-'!r}")

# %%
try:
    compare_versions('11.0-', '1.0')
except ValueError as e:
    assert str(e) == "invalid version: '11.0-'"
else:
    raise AssertionError(f"no ValueError for {'1.0-'!r}")

# %%
try:
    compare_versions('1.', '1.0')
except ValueError as e:
    assert str(e) == "invalid version: '1.'"
else:
    raise AssertionError(f"no ValueError for {'1.0-'!r}")

# %%
try:
    compare_versions('-0.1', '1.0')
except ValueError as e:
    assert str(e) == "invalid version: '-0.1'"
else:
    raise AssertionError(f"no ValueError for {'1.0-'!r}")

# %%
try:
    compare_versions(' 1.0-', '1.0')
except ValueError as e:
    assert str(e) == "invalid version: ' 1.0-'"
else:
    raise AssertionError(f"no ValueError for {'1.0-'!r}")

# %%
try:
    compare_versions('.0-', '1.0')
except ValueError as e:
    assert str(e) == "invalid version: '.0-'"
else:
    raise AssertionError(f"no ValueError for {'1.0-'!r}")

# %%
try:
    compare_versions('1.0-é', '1.0')
except ValueError as e:
    assert str(e) == "invalid version: '1.0-é'"
else:
    raise AssertionError(f"no ValueError for {'1.0-'!r}")

# %%
try:
    compare_versions('1.0-', 'ß1.0')
except ValueError as e:
    assert str(e) == "invalid version: '1.0-'"
else:
    raise AssertionError(f"no ValueError for {'1.0-'!r}")

# %%
try:
    compare_versions('1.0-r c', '1.0')
except ValueError as e:
    assert str(e) == "invalid version: '1.0-r c'"
else:
    raise AssertionError(f"no ValueError for {'1.0-r c'!r}")

# %%
try:
    compare_versions('1.0-r c', '')
except ValueError as e:
    assert str(e) == "invalid version: '1.0-r c'"
else:
    raise AssertionError(f"no ValueError for {'1.0-r c'!r}")

# %%
try:
    compare_versions('.0-r c', '1.0')
except ValueError as e:
    assert str(e) == "invalid version: '.0-r c'"
else:
    raise AssertionError(f"no ValueError for {'1.0-r c'!r}")

# %%
try:
    compare_versions('1.0-r c', '0.1')
except ValueError as e:
    assert str(e) == "invalid version: '1.0-r c'"
else:
    raise AssertionError(f"no ValueError for {'1.0-r c'!r}")

# %%
try:
    compare_versions('1.0-r c0', '1.0')
except ValueError as e:
    assert str(e) == "invalid version: '1.0-r c0'"
else:
    raise AssertionError(f"no ValueError for {'1.0-r c'!r}")

# %%
try:
    compare_versions('', '1.0')
except ValueError as e:
    assert str(e) == "invalid version: ''"
else:
    raise AssertionError(f"no ValueError for {'1.0-r c'!r}")

# %%
try:
    compare_versions('1.0-r c', '1.01.0')
except ValueError as e:
    assert str(e) == "invalid version: '1.0-r c'"
else:
    raise AssertionError(f"no ValueError for {'1.0-r c'!r}")

# %%
try:
    compare_versions('1.0-r c', 'ß1.0')
except ValueError as e:
    assert str(e) == "invalid version: '1.0-r c'"
else:
    raise AssertionError(f"no ValueError for {'1.0-r c'!r}")

# %%
try:
    compare_versions('1.0-r c ', '1.0')
except ValueError as e:
    assert str(e) == "invalid version: '1.0-r c '"
else:
    raise AssertionError(f"no ValueError for {'1.0-r c'!r}")

# %%
try:
    compare_versions('11.0-r c', '1.0')
except ValueError as e:
    assert str(e) == "invalid version: '11.0-r c'"
else:
    raise AssertionError(f"no ValueError for {'1.0-r c'!r}")

# %%
try:
    compare_versions('1.0-r  c', '1.0')
except ValueError as e:
    assert str(e) == "invalid version: '1.0-r  c'"
else:
    raise AssertionError(f"no ValueError for {'1.0-r c'!r}")

# %%
try:
    compare_versions('1.0-R C', '1.0')
except ValueError as e:
    assert str(e) == "invalid version: '1.0-R C'"
else:
    raise AssertionError(f"no ValueError for {'1.0-r c'!r}")

# %%
try:
    compare_versions('1.0-r c', '11.0')
except ValueError as e:
    assert str(e) == "invalid version: '1.0-r c'"
else:
    raise AssertionError(f"no ValueError for {'1.0-r c'!r}")

# %%
try:
    compare_versions('1.0-r c', ' 1.0')
except ValueError as e:
    assert str(e) == "invalid version: '1.0-r c'"
else:
    raise AssertionError(f"no ValueError for {'1.0-r c'!r}")

# %%
try:
    compare_versions('1.0-rc-1', '1.0')
except ValueError as e:
    assert str(e) == "invalid version: '1.0-rc-1'"
else:
    raise AssertionError(f"no ValueError for {'1.0-rc-1'!r}")

# %%
try:
    compare_versions('1.0-rc-1', '0.1')
except ValueError as e:
    assert str(e) == "invalid version: '1.0-rc-1'"
else:
    raise AssertionError(f"no ValueError for {'1.0-rc-1'!r}")

# %%
try:
    compare_versions('1.0-rc-1', '1')
except ValueError as e:
    assert str(e) == "invalid version: '1.0-rc-1'"
else:
    raise AssertionError(f"no ValueError for {'1.0-rc-1'!r}")

# %%
try:
    compare_versions('1.0-rc-1', '1.')
except ValueError as e:
    assert str(e) == "invalid version: '1.0-rc-1'"
else:
    raise AssertionError(f"no ValueError for {'1.0-rc-1'!r}")

# %%
try:
    compare_versions('1.0-rc-1', 'ß1.0')
except ValueError as e:
    assert str(e) == "invalid version: '1.0-rc-1'"
else:
    raise AssertionError(f"no ValueError for {'1.0-rc-1'!r}")

# %%
try:
    compare_versions('1.0-rc-1', '1.00')
except ValueError as e:
    assert str(e) == "invalid version: '1.0-rc-1'"
else:
    raise AssertionError(f"no ValueError for {'1.0-rc-1'!r}")

# %%
try:
    compare_versions('1.0-rc-1é', '1.0')
except ValueError as e:
    assert str(e) == "invalid version: '1.0-rc-1é'"
else:
    raise AssertionError(f"no ValueError for {'1.0-rc-1'!r}")

# %%
try:
    compare_versions('1.0-rc-1', '1.01.0')
except ValueError as e:
    assert str(e) == "invalid version: '1.0-rc-1'"
else:
    raise AssertionError(f"no ValueError for {'1.0-rc-1'!r}")

# %%
try:
    compare_versions('ß1.0-rc-1', '1.0')
except ValueError as e:
    assert str(e) == "invalid version: 'ß1.0-rc-1'"
else:
    raise AssertionError(f"no ValueError for {'1.0-rc-1'!r}")

# %%
try:
    compare_versions('1.0-rc-1', '.0')
except ValueError as e:
    assert str(e) == "invalid version: '1.0-rc-1'"
else:
    raise AssertionError(f"no ValueError for {'1.0-rc-1'!r}")

# %%
try:
    compare_versions('', '1.0')
except ValueError as e:
    assert str(e) == "invalid version: ''"
else:
    raise AssertionError(f"no ValueError for {'1.0-rc-1'!r}")

# %%
try:
    compare_versions('1.0-rc-10', '1.0')
except ValueError as e:
    assert str(e) == "invalid version: '1.0-rc-10'"
else:
    raise AssertionError(f"no ValueError for {'1.0-rc-1'!r}")

# %%
try:
    compare_versions('.0-rc-1', '1.0')
except ValueError as e:
    assert str(e) == "invalid version: '.0-rc-1'"
else:
    raise AssertionError(f"no ValueError for {'1.0-rc-1'!r}")

# %%
try:
    compare_versions('1.0-rc-1', '1.0é')
except ValueError as e:
    assert str(e) == "invalid version: '1.0-rc-1'"
else:
    raise AssertionError(f"no ValueError for {'1.0-rc-1'!r}")

# %%
try:
    compare_versions('1.0-rc-', '1.0')
except ValueError as e:
    assert str(e) == "invalid version: '1.0-rc-'"
else:
    raise AssertionError(f"no ValueError for {'1.0-rc-1'!r}")

# %%
try:
    compare_versions('1.0-rc-1', '11.0')
except ValueError as e:
    assert str(e) == "invalid version: '1.0-rc-1'"
else:
    raise AssertionError(f"no ValueError for {'1.0-rc-1'!r}")

# %%
try:
    compare_versions('1.0-rc-1', '1.0 ')
except ValueError as e:
    assert str(e) == "invalid version: '1.0-rc-1'"
else:
    raise AssertionError(f"no ValueError for {'1.0-rc-1'!r}")

# %%
try:
    compare_versions('11.0-rc-1', '1.0')
except ValueError as e:
    assert str(e) == "invalid version: '11.0-rc-1'"
else:
    raise AssertionError(f"no ValueError for {'1.0-rc-1'!r}")
