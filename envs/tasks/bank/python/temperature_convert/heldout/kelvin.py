# %%
assert abs(temperature_convert(0, 'k') - -273.15) <= 1e-09 * max(1.0, abs(-273.15))

# %%
assert abs(temperature_convert(0, 'K ') - -273.15) <= 1e-09 * max(1.0, abs(-273.15))

# %%
assert abs(temperature_convert(1000000, 'K') - 999726.85) <= 1e-09 * max(1.0, abs(999726.85))

# %%
assert abs(temperature_convert(1, 'K') - -272.15) <= 1e-09 * max(1.0, abs(-272.15))

# %%
assert abs(temperature_convert(100, 'C', to='k') - 373.15) <= 1e-09 * max(1.0, abs(373.15))

# %%
assert abs(temperature_convert(100, 'C', to=' K') - 373.15) <= 1e-09 * max(1.0, abs(373.15))

# %%
assert abs(temperature_convert(1000000, 'C', to='K') - 1000273.15) <= 1e-09 * max(1.0, abs(1000273.15))

# %%
assert abs(temperature_convert(-100, 'C', to='K') - 173.15) <= 1e-09 * max(1.0, abs(173.15))

# %%
assert abs(temperature_convert(99, 'C', to='K') - 372.15) <= 1e-09 * max(1.0, abs(372.15))

# %%
assert abs(temperature_convert(100, 'C', to='K ') - 373.15) <= 1e-09 * max(1.0, abs(373.15))

# %%
assert abs(temperature_convert(100, 'c', to='K') - 373.15) <= 1e-09 * max(1.0, abs(373.15))

# %%
assert abs(temperature_convert(212, 'F', to='f') - 212.0) <= 1e-09 * max(1.0, abs(212.0))

# %%
assert abs(temperature_convert(7, 'F', to=' f') - 7.0) <= 1e-09 * max(1.0, abs(7.0))

# %%
assert abs(temperature_convert(424, 'F', to=' f') - 424.0) <= 1e-09 * max(1.0, abs(424.0))

# %%
assert abs(temperature_convert(-212, 'F', to=' f') - -212.0) <= 1e-09 * max(1.0, abs(-212.0))

# %%
assert abs(temperature_convert(212, ' F', to=' f') - 212.0) <= 1e-09 * max(1.0, abs(212.0))

# %%
assert abs(temperature_convert(1000000, 'C') - 1800032.0) <= 1e-09 * max(1.0, abs(1800032.0))

# %%
assert abs(temperature_convert(200, 'C') - 392.0) <= 1e-09 * max(1.0, abs(392.0))

# %%
assert abs(temperature_convert(100, ' C') - 212.0) <= 1e-09 * max(1.0, abs(212.0))

# %%
assert abs(temperature_convert(7, 'C') - 44.6) <= 1e-09 * max(1.0, abs(44.6))

# %%
assert abs(temperature_convert(1, 'C') - 33.8) <= 1e-09 * max(1.0, abs(33.8))

# %%
assert abs(temperature_convert(100, 'c') - 212.0) <= 1e-09 * max(1.0, abs(212.0))

# %%
assert abs(temperature_convert(-1, 'C') - 30.2) <= 1e-09 * max(1.0, abs(30.2))

# %%
assert abs(temperature_convert(0, 'C') - 32.0) <= 1e-09 * max(1.0, abs(32.0))

# %%
assert abs(temperature_convert(101, 'C') - 213.8) <= 1e-09 * max(1.0, abs(213.8))

# %%
assert abs(temperature_convert(99, 'C') - 210.2) <= 1e-09 * max(1.0, abs(210.2))

# %%
assert abs(temperature_convert(0, 'k', to='F') - -459.67) <= 1e-09 * max(1.0, abs(-459.67))

# %%
assert abs(temperature_convert(300, 'k', to='F ') - 80.33) <= 1e-09 * max(1.0, abs(80.33))

# %%
assert abs(temperature_convert(300, 'k', to=' F') - 80.33) <= 1e-09 * max(1.0, abs(80.33))

# %%
assert abs(temperature_convert(7, 'k', to='F') - -447.07) <= 1e-09 * max(1.0, abs(-447.07))

# %%
assert abs(temperature_convert(1000000, 'k', to='F') - 1799540.33) <= 1e-09 * max(1.0, abs(1799540.33))

# %%
assert abs(temperature_convert(600, 'k', to='F') - 620.33) <= 1e-09 * max(1.0, abs(620.33))

# %%
assert abs(temperature_convert(1, 'k', to='F') - -457.87) <= 1e-09 * max(1.0, abs(-457.87))

# %%
try:
    temperature_convert(-1, '')
except ValueError as e:
    assert str(e) == "unit must be 'C', 'F' or 'K'"
else:
    raise AssertionError('-1 K accepted')

# %%
try:
    temperature_convert(-1, 'ßK')
except ValueError as e:
    assert str(e) == "unit must be 'C', 'F' or 'K'"
else:
    raise AssertionError('-1 K accepted')

# %%
try:
    temperature_convert(-1, 'K ')
except ValueError as e:
    assert str(e) == 'temperature below absolute zero'
else:
    raise AssertionError('-1 K accepted')

# %%
try:
    temperature_convert(-2, 'K')
except ValueError as e:
    assert str(e) == 'temperature below absolute zero'
else:
    raise AssertionError('-1 K accepted')

# %%
try:
    temperature_convert(-1, 'KK')
except ValueError as e:
    assert str(e) == "unit must be 'C', 'F' or 'K'"
else:
    raise AssertionError('-1 K accepted')

# %%
assert abs(temperature_convert(0, 'k ') - -273.15) <= 1e-09 * max(1.0, abs(-273.15))

# %%
assert abs(temperature_convert(1000000, 'K ') - 999726.85) <= 1e-09 * max(1.0, abs(999726.85))

# %%
assert abs(temperature_convert(1, 'K ') - -272.15) <= 1e-09 * max(1.0, abs(-272.15))

# %%
assert abs(temperature_convert(1, 'C', to='k') - 274.15) <= 1e-09 * max(1.0, abs(274.15))

# %%
assert abs(temperature_convert(1, ' C', to='K') - 274.15) <= 1e-09 * max(1.0, abs(274.15))

# %%
assert abs(temperature_convert(-100, 'C', to=' K') - 173.15) <= 1e-09 * max(1.0, abs(173.15))

# %%
assert abs(temperature_convert(100, 'C ', to=' K') - 373.15) <= 1e-09 * max(1.0, abs(373.15))

# %%
assert abs(temperature_convert(-100, ' C', to='K') - 173.15) <= 1e-09 * max(1.0, abs(173.15))

# %%
assert abs(temperature_convert(1, 'c', to='K') - 274.15) <= 1e-09 * max(1.0, abs(274.15))

# %%
assert abs(temperature_convert(212, 'F ', to='f') - 212.0) <= 1e-09 * max(1.0, abs(212.0))

# %%
assert abs(temperature_convert(424, 'F', to='f') - 424.0) <= 1e-09 * max(1.0, abs(424.0))

# %%
assert abs(temperature_convert(-106, 'F', to=' f') - -106.0) <= 1e-09 * max(1.0, abs(-106.0))

# %%
assert abs(temperature_convert(7, 'f', to=' f') - 7.0) <= 1e-09 * max(1.0, abs(7.0))

# %%
assert abs(temperature_convert(3, 'F', to=' f') - 3.0) <= 1e-09 * max(1.0, abs(3.0))

# %%
assert abs(temperature_convert(213, 'F', to='f ') - 213.0) <= 1e-09 * max(1.0, abs(213.0))

# %%
assert abs(temperature_convert(423, 'F', to=' f') - 423.0) <= 1e-09 * max(1.0, abs(423.0))

# %%
assert abs(temperature_convert(0, 'F', to='f ') - 0.0) <= 1e-09 * max(1.0, abs(0.0))

# %%
assert abs(temperature_convert(212, 'F', to='  F') - 212.0) <= 1e-09 * max(1.0, abs(212.0))

# %%
assert abs(temperature_convert(212, 'F', to='f  ') - 212.0) <= 1e-09 * max(1.0, abs(212.0))

# %%
assert abs(temperature_convert(201, 'C') - 393.8) <= 1e-09 * max(1.0, abs(393.8))

# %%
assert abs(temperature_convert(0, 'C ') - 32.0) <= 1e-09 * max(1.0, abs(32.0))

# %%
assert abs(temperature_convert(0, ' C') - 32.0) <= 1e-09 * max(1.0, abs(32.0))

# %%
assert abs(temperature_convert(100, ' C ') - 212.0) <= 1e-09 * max(1.0, abs(212.0))

# %%
assert abs(temperature_convert(7, ' C') - 44.6) <= 1e-09 * max(1.0, abs(44.6))

# %%
assert abs(temperature_convert(7, 'C ') - 44.6) <= 1e-09 * max(1.0, abs(44.6))

# %%
assert abs(temperature_convert(-2, 'C') - 28.4) <= 1e-09 * max(1.0, abs(28.4))

# %%
assert abs(temperature_convert(0, 'K', to='F') - -459.67) <= 1e-09 * max(1.0, abs(-459.67))

# %%
assert abs(temperature_convert(301, 'k', to=' F') - 82.13) <= 1e-09 * max(1.0, abs(82.13))

# %%
assert abs(temperature_convert(300, 'k ', to='f') - 80.33) <= 1e-09 * max(1.0, abs(80.33))

# %%
assert abs(temperature_convert(299, 'k', to=' F') - 78.53) <= 1e-09 * max(1.0, abs(78.53))

# %%
assert abs(temperature_convert(300, ' k', to='f') - 80.33) <= 1e-09 * max(1.0, abs(80.33))

# %%
assert abs(temperature_convert(300, ' k', to='F ') - 80.33) <= 1e-09 * max(1.0, abs(80.33))

# %%
assert abs(temperature_convert(150, 'k', to='f') - -189.67) <= 1e-09 * max(1.0, abs(-189.67))

# %%
try:
    temperature_convert(0, 'K0')
except ValueError as e:
    assert str(e) == "unit must be 'C', 'F' or 'K'"
else:
    raise AssertionError('-1 K accepted')

# %%
try:
    temperature_convert(-2, '')
except ValueError as e:
    assert str(e) == "unit must be 'C', 'F' or 'K'"
else:
    raise AssertionError('-1 K accepted')

# %%
try:
    temperature_convert(-1, 'KÉ')
except ValueError as e:
    assert str(e) == "unit must be 'C', 'F' or 'K'"
else:
    raise AssertionError('-1 K accepted')

# %%
try:
    temperature_convert(0, 'ßK')
except ValueError as e:
    assert str(e) == "unit must be 'C', 'F' or 'K'"
else:
    raise AssertionError('-1 K accepted')

# %%
try:
    temperature_convert(-1, 'ßKßK')
except ValueError as e:
    assert str(e) == "unit must be 'C', 'F' or 'K'"
else:
    raise AssertionError('-1 K accepted')

# %%
try:
    temperature_convert(-1, ' ')
except ValueError as e:
    assert str(e) == "unit must be 'C', 'F' or 'K'"
else:
    raise AssertionError('-1 K accepted')

# %%
try:
    temperature_convert(1, 'KK')
except ValueError as e:
    assert str(e) == "unit must be 'C', 'F' or 'K'"
else:
    raise AssertionError('-1 K accepted')

# %%
try:
    temperature_convert(-2, 'k')
except ValueError as e:
    assert str(e) == 'temperature below absolute zero'
else:
    raise AssertionError('-1 K accepted')
