# %%
assert format_duration(3662, max_units=2) == '1h 1m'

# %%
assert format_duration(7322, max_units=2) == '2h 2m'

# %%
assert format_duration(1000000, max_units=2) == '11d 13h'

# %%
assert format_duration(3661, max_units=3) == '1h 1m 1s'

# %%
assert format_duration(3661, max_units=4) == '1h 1m 1s'

# %%
assert format_duration(1830, max_units=2) == '30m 30s'

# %%
assert format_duration(7, max_units=2) == '7s'

# %%
assert format_duration(0, max_units=2) == '0s'

# %%
assert format_duration(1, max_units=2) == '1s'

# %%
assert format_duration(3661, max_units=1) == '1h'

# %%
assert format_duration(3660, max_units=2) == '1h 1m'

# %%
assert format_duration(45030, max_units=1) == '12h'

# %%
assert format_duration(180122, max_units=1) == '2d'

# %%
assert format_duration(90061, max_units=2) == '1d 1h'

# %%
assert format_duration(90061, max_units=7) == '1d 1h 1m 1s'

# %%
assert format_duration(7, max_units=1) == '7s'

# %%
assert format_duration(90062, max_units=1) == '1d'

# %%
assert format_duration(90061, max_units=1000000) == '1d 1h 1m 1s'

# %%
assert format_duration(90060, max_units=1) == '1d'

# %%
assert format_duration(61, max_units=6) == '1m 1s'

# %%
assert format_duration(62, max_units=5) == '1m 2s'

# %%
assert format_duration(61, max_units=2) == '1m 1s'

# %%
assert format_duration(1000000, max_units=5) == '11d 13h 46m 40s'

# %%
assert format_duration(61, max_units=7) == '1m 1s'

# %%
assert format_duration(30, max_units=5) == '30s'

# %%
assert format_duration(122, max_units=5) == '2m 2s'

# %%
assert format_duration(60, max_units=5) == '1m'

# %%
assert format_duration(1, max_units=5) == '1s'

# %%
assert format_duration(61, max_units=1000000) == '1m 1s'

# %%
assert format_duration(0, max_units=5) == '0s'

# %%
assert format_duration(61, max_units=4) == '1m 1s'

# %%
assert format_duration(61, max_units=10) == '1m 1s'

# %%
assert format_duration(61, max_units=1) == '1m'

# %%
assert format_duration(7, max_units=5) == '7s'

# %%
assert format_duration(0, max_units=7) == '0s'

# %%
assert format_duration(1, max_units=None) == '1s'

# %%
assert format_duration(7, max_units=None) == '7s'

# %%
assert format_duration(1830, max_units=None) == '30m 30s'

# %%
assert format_duration(7322, max_units=None) == '2h 2m 2s'

# %%
assert format_duration(0, max_units=None) == '0s'

# %%
assert format_duration(1000000, max_units=None) == '11d 13h 46m 40s'

# %%
try:
    format_duration(5, max_units=0)
except ValueError as e:
    assert str(e) == 'max_units must be at least 1'
else:
    raise AssertionError('no ValueError for max_units=0')

# %%
try:
    format_duration(10, max_units=-1)
except ValueError as e:
    assert str(e) == 'max_units must be at least 1'
else:
    raise AssertionError('no ValueError for max_units=0')

# %%
try:
    format_duration(-10, max_units=0)
except ValueError as e:
    assert str(e) == 'max_units must be at least 1'
else:
    raise AssertionError('no ValueError for max_units=0')

# %%
try:
    format_duration(7, max_units=0)
except ValueError as e:
    assert str(e) == 'max_units must be at least 1'
else:
    raise AssertionError('no ValueError for max_units=0')

# %%
try:
    format_duration(20, max_units=0)
except ValueError as e:
    assert str(e) == 'max_units must be at least 1'
else:
    raise AssertionError('no ValueError for max_units=0')

# %%
try:
    format_duration(0, max_units=0)
except ValueError as e:
    assert str(e) == 'max_units must be at least 1'
else:
    raise AssertionError('no ValueError for max_units=0')

# %%
try:
    format_duration(9, max_units=0)
except ValueError as e:
    assert str(e) == 'max_units must be at least 1'
else:
    raise AssertionError('no ValueError for max_units=0')

# %%
try:
    format_duration(1, max_units=0)
except ValueError as e:
    assert str(e) == 'max_units must be at least 1'
else:
    raise AssertionError('no ValueError for max_units=0')

# %%
try:
    format_duration(1000000, max_units=0)
except ValueError as e:
    assert str(e) == 'max_units must be at least 1'
else:
    raise AssertionError('no ValueError for max_units=0')

# %%
assert format_duration(500000, max_units=2) == '5d 18h'

# %%
assert format_duration(1830, max_units=3) == '30m 30s'

# %%
assert format_duration(3661, max_units=8) == '1h 1m 1s'

# %%
assert format_duration(0, max_units=4) == '0s'

# %%
assert format_duration(1831, max_units=2) == '30m 31s'

# %%
assert format_duration(1, max_units=7) == '1s'

# %%
assert format_duration(1, max_units=3) == '1s'

# %%
assert format_duration(3659, max_units=2) == '1h 59s'

# %%
assert format_duration(90061, max_units=4) == '1d 1h 1m 1s'

# %%
assert format_duration(1000000, max_units=7) == '11d 13h 46m 40s'

# %%
assert format_duration(90061, max_units=14) == '1d 1h 1m 1s'

# %%
assert format_duration(1000000, max_units=1000000) == '11d 13h 46m 40s'

# %%
assert format_duration(1000000, max_units=4) == '11d 13h 46m 40s'

# %%
assert format_duration(30, max_units=7) == '30s'

# %%
assert format_duration(30, max_units=6) == '30s'

# %%
assert format_duration(15, max_units=5) == '15s'

# %%
assert format_duration(1, max_units=10) == '1s'

# %%
assert format_duration(61, max_units=3) == '1m 1s'

# %%
assert format_duration(122, max_units=4) == '2m 2s'

# %%
assert format_duration(0, max_units=3) == '0s'

# %%
assert format_duration(1831, max_units=None) == '30m 31s'

# %%
assert format_duration(7321, max_units=None) == '2h 2m 1s'

# %%
try:
    format_duration(5, max_units=-1)
except ValueError as e:
    assert str(e) == 'max_units must be at least 1'
else:
    raise AssertionError('no ValueError for max_units=0')

# %%
try:
    format_duration(-1, max_units=-1)
except ValueError as e:
    assert str(e) == 'max_units must be at least 1'
else:
    raise AssertionError('no ValueError for max_units=0')

# %%
try:
    format_duration(1000000, max_units=-1)
except ValueError as e:
    assert str(e) == 'max_units must be at least 1'
else:
    raise AssertionError('no ValueError for max_units=0')

# %%
try:
    format_duration(-10, max_units=-1)
except ValueError as e:
    assert str(e) == 'max_units must be at least 1'
else:
    raise AssertionError('no ValueError for max_units=0')

# %%
try:
    format_duration(-7, max_units=0)
except ValueError as e:
    assert str(e) == 'max_units must be at least 1'
else:
    raise AssertionError('no ValueError for max_units=0')

# %%
try:
    format_duration(20, max_units=-1)
except ValueError as e:
    assert str(e) == 'max_units must be at least 1'
else:
    raise AssertionError('no ValueError for max_units=0')

# %%
try:
    format_duration(0, max_units=-1)
except ValueError as e:
    assert str(e) == 'max_units must be at least 1'
else:
    raise AssertionError('no ValueError for max_units=0')

# %%
try:
    format_duration(22, max_units=0)
except ValueError as e:
    assert str(e) == 'max_units must be at least 1'
else:
    raise AssertionError('no ValueError for max_units=0')
