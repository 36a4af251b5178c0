# %%
try:
    temperature_convert(10, 'K')
except ValueError as e:
    assert str(e) == "unit must be 'C' or 'F'", str(e)
else:
    raise AssertionError(f"no ValueError for unit {'K'!r}")

# %%
try:
    temperature_convert(10, 'K0')
except ValueError as e:
    assert str(e) == "unit must be 'C' or 'F'", str(e)
else:
    raise AssertionError(f"no ValueError for unit {'K'!r}")

# %%
try:
    temperature_convert(9, 'K')
except ValueError as e:
    assert str(e) == "unit must be 'C' or 'F'", str(e)
else:
    raise AssertionError(f"no ValueError for unit {'K'!r}")

# %%
try:
    temperature_convert(-10, 'K')
except ValueError as e:
    assert str(e) == "unit must be 'C' or 'F'", str(e)
else:
    raise AssertionError(f"no ValueError for unit {'K'!r}")

# %%
try:
    temperature_convert(-1, 'K')
except ValueError as e:
    assert str(e) == "unit must be 'C' or 'F'", str(e)
else:
    raise AssertionError(f"no ValueError for unit {'K'!r}")

# %%
try:
    temperature_convert(10, 'ßK')
except ValueError as e:
    assert str(e) == "unit must be 'C' or 'F'", str(e)
else:
    raise AssertionError(f"no ValueError for unit {'K'!r}")

# %%
try:
    temperature_convert(10, '')
except ValueError as e:
    assert str(e) == "unit must be 'C' or 'F'", str(e)
else:
    raise AssertionError(f"no ValueError for unit {'K'!r}")

# %%
try:
    temperature_convert(11, 'K')
except ValueError as e:
    assert str(e) == "unit must be 'C' or 'F'", str(e)
else:
    raise AssertionError(f"no ValueError for unit {'K'!r}")

# %%
try:
    temperature_convert(10, ' K')
except ValueError as e:
    assert str(e) == "unit must be 'C' or 'F'", str(e)
else:
    raise AssertionError(f"no ValueError for unit {'K'!r}")

# %%
try:
    temperature_convert(10, 'Ké')
except ValueError as e:
    assert str(e) == "unit must be 'C' or 'F'", str(e)
else:
    raise AssertionError(f"no ValueError for unit {'K'!r}")

# %%
try:
    temperature_convert(10, 'k')
except ValueError as e:
    assert str(e) == "unit must be 'C' or 'F'", str(e)
else:
    raise AssertionError(f"no ValueError for unit {'K'!r}")

# %%
try:
    temperature_convert(10, 'celsius')
except ValueError as e:
    assert str(e) == "unit must be 'C' or 'F'", str(e)
else:
    raise AssertionError(f"no ValueError for unit {'celsius'!r}")

# %%
try:
    temperature_convert(10, 'ßcelsius')
except ValueError as e:
    assert str(e) == "unit must be 'C' or 'F'", str(e)
else:
    raise AssertionError(f"no ValueError for unit {'celsius'!r}")

# %%
try:
    temperature_convert(10, 'celsius ')
except ValueError as e:
    assert str(e) == "unit must be 'C' or 'F'", str(e)
else:
    raise AssertionError(f"no ValueError for unit {'celsius'!r}")

# %%
try:
    temperature_convert(10, 'celsius0')
except ValueError as e:
    assert str(e) == "unit must be 'C' or 'F'", str(e)
else:
    raise AssertionError(f"no ValueError for unit {'celsius'!r}")

# %%
try:
    temperature_convert(10, 'cel')
except ValueError as e:
    assert str(e) == "unit must be 'C' or 'F'", str(e)
else:
    raise AssertionError(f"no ValueError for unit {'celsius'!r}")

# %%
try:
    temperature_convert(10, 'elsius')
except ValueError as e:
    assert str(e) == "unit must be 'C' or 'F'", str(e)
else:
    raise AssertionError(f"no ValueError for unit {'celsius'!r}")

# %%
try:
    temperature_convert(1000010, 'celsius')
except ValueError as e:
    assert str(e) == "unit must be 'C' or 'F'", str(e)
else:
    raise AssertionError(f"no ValueError for unit {'celsius'!r}")

# %%
try:
    temperature_convert(10, '')
except ValueError as e:
    assert str(e) == "unit must be 'C' or 'F'", str(e)
else:
    raise AssertionError(f"no ValueError for unit {'celsius'!r}")

# %%
try:
    temperature_convert(10, 'Celsius')
except ValueError as e:
    assert str(e) == "unit must be 'C' or 'F'", str(e)
else:
    raise AssertionError(f"no ValueError for unit {'celsius'!r}")

# %%
try:
    temperature_convert(10, 'CELSIUS')
except ValueError as e:
    assert str(e) == "unit must be 'C' or 'F'", str(e)
else:
    raise AssertionError(f"no ValueError for unit {'celsius'!r}")

# %%
try:
    temperature_convert(9, 'celsius')
except ValueError as e:
    assert str(e) == "unit must be 'C' or 'F'", str(e)
else:
    raise AssertionError(f"no ValueError for unit {'celsius'!r}")

# %%
try:
    temperature_convert(20, 'celsius')
except ValueError as e:
    assert str(e) == "unit must be 'C' or 'F'", str(e)
else:
    raise AssertionError(f"no ValueError for unit {'celsius'!r}")

# %%
try:
    temperature_convert(5, 'celsius')
except ValueError as e:
    assert str(e) == "unit must be 'C' or 'F'", str(e)
else:
    raise AssertionError(f"no ValueError for unit {'celsius'!r}")

# %%
try:
    temperature_convert(0, 'celsius')
except ValueError as e:
    assert str(e) == "unit must be 'C' or 'F'", str(e)
else:
    raise AssertionError(f"no ValueError for unit {'celsius'!r}")

# %%
try:
    temperature_convert(7, 'celsius')
except ValueError as e:
    assert str(e) == "unit must be 'C' or 'F'", str(e)
else:
    raise AssertionError(f"no ValueError for unit {'celsius'!r}")

# %%
try:
    temperature_convert(10, 'celsiusé')
except ValueError as e:
    assert str(e) == "unit must be 'C' or 'F'", str(e)
else:
    raise AssertionError(f"no ValueError for unit {'celsius'!r}")

# %%
try:
    temperature_convert(-10, 'celsius')
except ValueError as e:
    assert str(e) == "unit must be 'C' or 'F'", str(e)
else:
    raise AssertionError(f"no ValueError for unit {'celsius'!r}")

# %%
try:
    temperature_convert(10, '')
except ValueError as e:
    assert str(e) == "unit must be 'C' or 'F'", str(e)
else:
    raise AssertionError(f"no ValueError for unit {''!r}")

# %%
try:
    temperature_convert(7, '')
except ValueError as e:
    assert str(e) == "unit must be 'C' or 'F'", str(e)
else:
    raise AssertionError(f"no ValueError for unit {''!r}")

# %%
try:
    temperature_convert(1, '')
except ValueError as e:
    assert str(e) == "unit must be 'C' or 'F'", str(e)
else:
    raise AssertionError(f"no ValueError for unit {''!r}")

# %%
try:
    temperature_convert(-10, '')
except ValueError as e:
    assert str(e) == "unit must be 'C' or 'F'", str(e)
else:
    raise AssertionError(f"no ValueError for unit {''!r}")

# %%
try:
    temperature_convert(0, '')
except ValueError as e:
    assert str(e) == "unit must be 'C' or 'F'", str(e)
else:
    raise AssertionError(f"no ValueError for unit {''!r}")

# %%
try:
    temperature_convert(-1, '')
except ValueError as e:
    assert str(e) == "unit must be 'C' or 'F'", str(e)
else:
    raise AssertionError(f"no ValueError for unit {''!r}")

# %%
try:
    temperature_convert(-1, 'K0')
except ValueError as e:
    assert str(e) == "unit must be 'C' or 'F'", str(e)
else:
    raise AssertionError(f"no ValueError for unit {'K'!r}")

# %%
try:
    temperature_convert(1000001, 'K')
except ValueError as e:
    assert str(e) == "unit must be 'C' or 'F'", str(e)
else:
    raise AssertionError(f"no ValueError for unit {'K'!r}")

# %%
try:
    temperature_convert(9, 'ßK')
except ValueError as e:
    assert str(e) == "unit must be 'C' or 'F'", str(e)
else:
    raise AssertionError(f"no ValueError for unit {'K'!r}")

# %%
try:
    temperature_convert(4, 'K')
except ValueError as e:
    assert str(e) == "unit must be 'C' or 'F'", str(e)
else:
    raise AssertionError(f"no ValueError for unit {'K'!r}")

# %%
try:
    temperature_convert(1000010, 'ßK')
except ValueError as e:
    assert str(e) == "unit must be 'C' or 'F'", str(e)
else:
    raise AssertionError(f"no ValueError for unit {'K'!r}")

# %%
try:
    temperature_convert(10, 'kk')
except ValueError as e:
    assert str(e) == "unit must be 'C' or 'F'", str(e)
else:
    raise AssertionError(f"no ValueError for unit {'K'!r}")

# %%
try:
    temperature_convert(1000010, 'K ')
except ValueError as e:
    assert str(e) == "unit must be 'C' or 'F'", str(e)
else:
    raise AssertionError(f"no ValueError for unit {'K'!r}")

# %%
try:
    temperature_convert(19, 'K')
except ValueError as e:
    assert str(e) == "unit must be 'C' or 'F'", str(e)
else:
    raise AssertionError(f"no ValueError for unit {'K'!r}")

# %%
try:
    temperature_convert(20, '')
except ValueError as e:
    assert str(e) == "unit must be 'C' or 'F'", str(e)
else:
    raise AssertionError(f"no ValueError for unit {'K'!r}")

# %%
try:
    temperature_convert(0, 'K0')
except ValueError as e:
    assert str(e) == "unit must be 'C' or 'F'", str(e)
else:
    raise AssertionError(f"no ValueError for unit {'K'!r}")

# %%
try:
    temperature_convert(-10, ' K')
except ValueError as e:
    assert str(e) == "unit must be 'C' or 'F'", str(e)
else:
    raise AssertionError(f"no ValueError for unit {'K'!r}")

# %%
try:
    temperature_convert(7, 'Ké')
except ValueError as e:
    assert str(e) == "unit must be 'C' or 'F'", str(e)
else:
    raise AssertionError(f"no ValueError for unit {'K'!r}")

# %%
try:
    temperature_convert(5, 'k')
except ValueError as e:
    assert str(e) == "unit must be 'C' or 'F'", str(e)
else:
    raise AssertionError(f"no ValueError for unit {'K'!r}")

# %%
try:
    temperature_convert(-1, 'celsius')
except ValueError as e:
    assert str(e) == "unit must be 'C' or 'F'", str(e)
else:
    raise AssertionError(f"no ValueError for unit {'celsius'!r}")

# %%
try:
    temperature_convert(10, 'celsiuscelsiu')
except ValueError as e:
    assert str(e) == "unit must be 'C' or 'F'", str(e)
else:
    raise AssertionError(f"no ValueError for unit {'celsius'!r}")

# %%
try:
    temperature_convert(11, 'celsiuscelsius')
except ValueError as e:
    assert str(e) == "unit must be 'C' or 'F'", str(e)
else:
    raise AssertionError(f"no ValueError for unit {'celsius'!r}")

# %%
try:
    temperature_convert(10, 'ßcelsius ')
except ValueError as e:
    assert str(e) == "unit must be 'C' or 'F'", str(e)
else:
    raise AssertionError(f"no ValueError for unit {'celsius'!r}")

# %%
try:
    temperature_convert(10, 'celsius  ')
except ValueError as e:
    assert str(e) == "unit must be 'C' or 'F'", str(e)
else:
    raise AssertionError(f"no ValueError for unit {'celsius'!r}")

# %%
try:
    temperature_convert(10, '0suislec')
except ValueError as e:
    assert str(e) == "unit must be 'C' or 'F'", str(e)
else:
    raise AssertionError(f"no ValueError for unit {'celsius'!r}")

# %%
try:
    temperature_convert(20, 'cel')
except ValueError as e:
    assert str(e) == "unit must be 'C' or 'F'", str(e)
else:
    raise AssertionError(f"no ValueError for unit {'celsius'!r}")

# %%
try:
    temperature_convert(7, 'cel')
except ValueError as e:
    assert str(e) == "unit must be 'C' or 'F'", str(e)
else:
    raise AssertionError(f"no ValueError for unit {'celsius'!r}")

# %%
try:
    temperature_convert(10, 'ELSIUS')
except ValueError as e:
    assert str(e) == "unit must be 'C' or 'F'", str(e)
else:
    raise AssertionError(f"no ValueError for unit {'celsius'!r}")

# %%
try:
    temperature_convert(1000010, 'celsius0')
except ValueError as e:
    assert str(e) == "unit must be 'C' or 'F'", str(e)
else:
    raise AssertionError(f"no ValueError for unit {'celsius'!r}")

# %%
try:
    temperature_convert(1000010, 'celsius ')
except ValueError as e:
    assert str(e) == "unit must be 'C' or 'F'", str(e)
else:
    raise AssertionError(f"no ValueError for unit {'celsius'!r}")

# %%
try:
    temperature_convert(10, 'CCelsius')
except ValueError as e:
    assert str(e) == "unit must be 'C' or 'F'", str(e)
else:
    raise AssertionError(f"no ValueError for unit {'celsius'!r}")

# %%
try:
    temperature_convert(10, 'Celsiusé')
except ValueError as e:
    assert str(e) == "unit must be 'C' or 'F'", str(e)
else:
    raise AssertionError(f"no ValueError for unit {'celsius'!r}")

# %%
try:
    temperature_convert(10, 'CELSIU')
except ValueError as e:
    assert str(e) == "unit must be 'C' or 'F'", str(e)
else:
    raise AssertionError(f"no ValueError for unit {'celsius'!r}")

# %%
try:
    temperature_convert(11, ' celsius')
except ValueError as e:
    assert str(e) == "unit must be 'C' or 'F'", str(e)
else:
    raise AssertionError(f"no ValueError for unit {'celsius'!r}")

# %%
try:
    temperature_convert(5, 'celsius ')
except ValueError as e:
    assert str(e) == "unit must be 'C' or 'F'", str(e)
else:
    raise AssertionError(f"no ValueError for unit {'celsius'!r}")

# %%
try:
    temperature_convert(0, '')
except ValueError as e:
    assert str(e) == "unit must be 'C' or 'F'", str(e)
else:
    raise AssertionError(f"no ValueError for unit {'celsius'!r}")

# %%
try:
    temperature_convert(-10, 'celsiusé')
except ValueError as e:
    assert str(e) == "unit must be 'C' or 'F'", str(e)
else:
    raise AssertionError(f"no ValueError for unit {'celsius'!r}")

# %%
try:
    temperature_convert(10, 'CCELSIUS')
except ValueError as e:
    assert str(e) == "unit must be 'C' or 'F'", str(e)
else:
    raise AssertionError(f"no ValueError for unit {'celsius'!r}")

# %%
try:
    temperature_convert(1000011, '')
except ValueError as e:
    assert str(e) == "unit must be 'C' or 'F'", str(e)
else:
    raise AssertionError(f"no ValueError for unit {''!r}")

# %%
try:
    temperature_convert(0, 'ß')
except ValueError as e:
    assert str(e) == "unit must be 'C' or 'F'", str(e)
else:
    raise AssertionError(f"no ValueError for unit {''!r}")

# %%
try:
    temperature_convert(5, 'ß')
except ValueError as e:
    assert str(e) == "unit must be 'C' or 'F'", str(e)
else:
    raise AssertionError(f"no ValueError for unit {''!r}")

# %%
try:
    temperature_convert(-7, '')
except ValueError as e:
    assert str(e) == "unit must be 'C' or 'F'", str(e)
else:
    raise AssertionError(f"no ValueError for unit {''!r}")

# %%
try:
    temperature_convert(19, '')
except ValueError as e:
    assert str(e) == "unit must be 'C' or 'F'", str(e)
else:
    raise AssertionError(f"no ValueError for unit {''!r}")

# %%
try:
    temperature_convert(9, 'ß')
except ValueError as e:
    assert str(e) == "unit must be 'C' or 'F'", str(e)
else:
    raise AssertionError(f"no ValueError for unit {''!r}")

# %%
try:
    temperature_convert(1000009, '')
except ValueError as e:
    assert str(e) == "unit must be 'C' or 'F'", str(e)
else:
    raise AssertionError(f"no ValueError for unit {''!r}")

# %%
try:
    temperature_convert(2000020, '')
except ValueError as e:
    assert str(e) == "unit must be 'C' or 'F'", str(e)
else:
    raise AssertionError(f"no ValueError for unit {''!r}")

# %%
try:
    temperature_convert(5, '0')
except ValueError as e:
    assert str(e) == "unit must be 'C' or 'F'", str(e)
else:
    raise AssertionError(f"no ValueError for unit {''!r}")

# %%
try:
    temperature_convert(10, ' 0')
except ValueError as e:
    assert str(e) == "unit must be 'C' or 'F'", str(e)
else:
    raise AssertionError(f"no ValueError for unit {''!r}")

# %%
try:
    temperature_convert(1, 'ß')
except ValueError as e:
    assert str(e) == "unit must be 'C' or 'F'", str(e)
else:
    raise AssertionError(f"no ValueError for unit {''!r}")

# %%
try:
    temperature_convert(-10, ' ')
except ValueError as e:
    assert str(e) == "unit must be 'C' or 'F'", str(e)
else:
    raise AssertionError(f"no ValueError for unit {''!r}")

# %%
try:
    temperature_convert(0, 'é')
except ValueError as e:
    assert str(e) == "unit must be 'C' or 'F'", str(e)
else:
    raise AssertionError(f"no ValueError for unit {''!r}")

# %%
try:
    temperature_convert(999999, '')
except ValueError as e:
    assert str(e) == "unit must be 'C' or 'F'", str(e)
else:
    raise AssertionError(f"no ValueError for unit {''!r}")
