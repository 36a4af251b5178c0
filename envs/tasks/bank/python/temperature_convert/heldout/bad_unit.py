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
    temperature_convert(1, 'K')
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
    temperature_convert(10, 'ßK')
except ValueError as e:
    assert str(e) == "unit must be 'C' or 'F'", str(e)
else:
    raise AssertionError(f"no ValueError for unit {'K'!r}")

# %%
try:
    temperature_convert(10, 'K ')
except ValueError as e:
    assert str(e) == "unit must be 'C' or 'F'", str(e)
else:
    raise AssertionError(f"no ValueError for unit {'K'!r}")

# %%
try:
    temperature_convert(20, 'K')
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
    temperature_convert(5, 'K')
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
    temperature_convert(10, 'suislec')
except ValueError as e:
    assert str(e) == "unit must be 'C' or 'F'", str(e)
else:
    raise AssertionError(f"no ValueError for unit {'celsius'!r}")

# %%
try:
    temperature_convert(11, 'celsius')
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
    temperature_convert(1000000, 'celsius')
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
    temperature_convert(9, '')
except ValueError as e:
    assert str(e) == "unit must be 'C' or 'F'", str(e)
else:
    raise AssertionError(f"no ValueError for unit {''!r}")

# %%
try:
    temperature_convert(1000000, '')
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
    temperature_convert(-20, 'K')
except ValueError as e:
    assert str(e) == "unit must be 'C' or 'F'", str(e)
else:
    raise AssertionError(f"no ValueError for unit {'K'!r}")

# %%
try:
    temperature_convert(-1, 'K ')
except ValueError as e:
    assert str(e) == "unit must be 'C' or 'F'", str(e)
else:
    raise AssertionError(f"no ValueError for unit {'K'!r}")

# %%
try:
    temperature_convert(1, 'ßK')
except ValueError as e:
    assert str(e) == "unit must be 'C' or 'F'", str(e)
else:
    raise AssertionError(f"no ValueError for unit {'K'!r}")

# %%
try:
    temperature_convert(1000000, 'K ')
except ValueError as e:
    assert str(e) == "unit must be 'C' or 'F'", str(e)
else:
    raise AssertionError(f"no ValueError for unit {'K'!r}")

# %%
try:
    temperature_convert(7, 'K0')
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
    temperature_convert(0, 'K0')
except ValueError as e:
    assert str(e) == "unit must be 'C' or 'F'", str(e)
else:
    raise AssertionError(f"no ValueError for unit {'K'!r}")

# %%
try:
    temperature_convert(0, 'k')
except ValueError as e:
    assert str(e) == "unit must be 'C' or 'F'", str(e)
else:
    raise AssertionError(f"no ValueError for unit {'K'!r}")

# %%
try:
    temperature_convert(5, 'ßK')
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
    temperature_convert(-1, 'celsius')
except ValueError as e:
    assert str(e) == "unit must be 'C' or 'F'", str(e)
else:
    raise AssertionError(f"no ValueError for unit {'celsius'!r}")

# %%
try:
    temperature_convert(11, 'suislec')
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
    temperature_convert(10, '0suislec')
except ValueError as e:
    assert str(e) == "unit must be 'C' or 'F'", str(e)
else:
    raise AssertionError(f"no ValueError for unit {'celsius'!r}")

# %%
try:
    temperature_convert(20, 'elsius')
except ValueError as e:
    assert str(e) == "unit must be 'C' or 'F'", str(e)
else:
    raise AssertionError(f"no ValueError for unit {'celsius'!r}")

# %%
try:
    temperature_convert(1000000, 'celsiusé')
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
    temperature_convert(9, 'celsiusé')
except ValueError as e:
    assert str(e) == "unit must be 'C' or 'F'", str(e)
else:
    raise AssertionError(f"no ValueError for unit {'celsius'!r}")

# %%
try:
    temperature_convert(10, ' Celsius')
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
    temperature_convert(0, 'celsius ')
except ValueError as e:
    assert str(e) == "unit must be 'C' or 'F'", str(e)
else:
    raise AssertionError(f"no ValueError for unit {'celsius'!r}")

# %%
try:
    temperature_convert(6, 'celsius')
except ValueError as e:
    assert str(e) == "unit must be 'C' or 'F'", str(e)
else:
    raise AssertionError(f"no ValueError for unit {'celsius'!r}")

# %%
try:
    temperature_convert(14, 'celsius')
except ValueError as e:
    assert str(e) == "unit must be 'C' or 'F'", str(e)
else:
    raise AssertionError(f"no ValueError for unit {'celsius'!r}")

# %%
try:
    temperature_convert(0, 'celsiusé')
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
    temperature_convert(1, 'ccelsius')
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
    temperature_convert(9, ' ')
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
    temperature_convert(5, 'é')
except ValueError as e:
    assert str(e) == "unit must be 'C' or 'F'", str(e)
else:
    raise AssertionError(f"no ValueError for unit {''!r}")

# %%
try:
    temperature_convert(10, ' é')
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
    temperature_convert(6, '')
except ValueError as e:
    assert str(e) == "unit must be 'C' or 'F'", str(e)
else:
    raise AssertionError(f"no ValueError for unit {''!r}")

# %%
try:
    temperature_convert(2, '')
except ValueError as e:
    assert str(e) == "unit must be 'C' or 'F'", str(e)
else:
    raise AssertionError(f"no ValueError for unit {''!r}")
