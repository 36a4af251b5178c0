# %%
assert prime_factors(2) == [2]

# %%
assert prime_factors(7) == [7]

# %%
assert prime_factors(1000000) == [2, 2, 2, 2, 2, 2, 5, 5, 5, 5, 5, 5]

# %%
try:
    prime_factors(0)
except ValueError as e:
    assert str(e) == 'n must be positive'
else:
    raise AssertionError(f'no ValueError for {0}')

# %%
try:
    prime_factors(-1)
except ValueError as e:
    assert str(e) == 'n must be positive'
else:
    raise AssertionError(f'no ValueError for {0}')

# %%
try:
    prime_factors(-12)
except ValueError as e:
    assert str(e) == 'n must be positive'
else:
    raise AssertionError(f'no ValueError for {-12}')

# %%
try:
    prime_factors(-6)
except ValueError as e:
    assert str(e) == 'n must be positive'
else:
    raise AssertionError(f'no ValueError for {-12}')

# %%
try:
    prime_factors(0)
except ValueError as e:
    assert str(e) == 'n must be positive'
else:
    raise AssertionError(f'no ValueError for {-12}')

# %%
try:
    prime_factors(-13)
except ValueError as e:
    assert str(e) == 'n must be positive'
else:
    raise AssertionError(f'no ValueError for {-12}')

# %%
try:
    prime_factors(-24)
except ValueError as e:
    assert str(e) == 'n must be positive'
else:
    raise AssertionError(f'no ValueError for {-12}')

# %%
try:
    prime_factors(-11)
except ValueError as e:
    assert str(e) == 'n must be positive'
else:
    raise AssertionError(f'no ValueError for {-12}')

# %%
try:
    prime_factors(-1)
except ValueError as e:
    assert str(e) == 'n must be positive'
else:
    raise AssertionError(f'no ValueError for {-12}')

# %%
assert prime_factors(3) == [3]

# %%
assert prime_factors(4) == [2, 2]

# %%
assert prime_factors(14) == [2, 7]

# %%
assert prime_factors(8) == [2, 2, 2]

# %%
assert prime_factors(6) == [2, 3]

# %%
assert prime_factors(500000) == [2, 2, 2, 2, 2, 5, 5, 5, 5, 5, 5]

# %%
assert prime_factors(999999) == [3, 3, 3, 7, 11, 13, 37]

# %%
try:
    prime_factors(-2)
except ValueError as e:
    assert str(e) == 'n must be positive'
else:
    raise AssertionError(f'no ValueError for {0}')

# %%
try:
    prime_factors(-3)
except ValueError as e:
    assert str(e) == 'n must be positive'
else:
    raise AssertionError(f'no ValueError for {-12}')

# %%
try:
    prime_factors(-5)
except ValueError as e:
    assert str(e) == 'n must be positive'
else:
    raise AssertionError(f'no ValueError for {-12}')

# %%
try:
    prime_factors(-7)
except ValueError as e:
    assert str(e) == 'n must be positive'
else:
    raise AssertionError(f'no ValueError for {-12}')

# %%
try:
    prime_factors(-14)
except ValueError as e:
    assert str(e) == 'n must be positive'
else:
    raise AssertionError(f'no ValueError for {-12}')

# %%
try:
    prime_factors(-26)
except ValueError as e:
    assert str(e) == 'n must be positive'
else:
    raise AssertionError(f'no ValueError for {-12}')

# %%
try:
    prime_factors(-25)
except ValueError as e:
    assert str(e) == 'n must be positive'
else:
    raise AssertionError(f'no ValueError for {-12}')

# %%
try:
    prime_factors(-23)
except ValueError as e:
    assert str(e) == 'n must be positive'
else:
    raise AssertionError(f'no ValueError for {-12}')

# %%
try:
    prime_factors(-48)
except ValueError as e:
    assert str(e) == 'n must be positive'
else:
    raise AssertionError(f'no ValueError for {-12}')

# %%
try:
    prime_factors(-22)
except ValueError as e:
    assert str(e) == 'n must be positive'
else:
    raise AssertionError(f'no ValueError for {-12}')

# %%
try:
    prime_factors(-10)
except ValueError as e:
    assert str(e) == 'n must be positive'
else:
    raise AssertionError(f'no ValueError for {-12}')

# %%
try:
    prime_factors(-2)
except ValueError as e:
    assert str(e) == 'n must be positive'
else:
    raise AssertionError(f'no ValueError for {-12}')

# %%
assert prime_factors(5) == [5]

# %%
assert prime_factors(15) == [3, 5]

# %%
assert prime_factors(28) == [2, 2, 7]

# %%
assert prime_factors(13) == [13]

# %%
assert prime_factors(9) == [3, 3]

# %%
assert prime_factors(16) == [2, 2, 2, 2]

# %%
assert prime_factors(250000) == [2, 2, 2, 2, 5, 5, 5, 5, 5, 5]

# %%
assert prime_factors(500001) == [3, 166667]

# %%
assert prime_factors(499999) == [31, 127, 127]

# %%
assert prime_factors(999998) == [2, 31, 127, 127]

# %%
try:
    prime_factors(-4)
except ValueError as e:
    assert str(e) == 'n must be positive'
else:
    raise AssertionError(f'no ValueError for {0}')

# %%
try:
    prime_factors(-3)
except ValueError as e:
    assert str(e) == 'n must be positive'
else:
    raise AssertionError(f'no ValueError for {0}')

# %%
try:
    prime_factors(-4)
except ValueError as e:
    assert str(e) == 'n must be positive'
else:
    raise AssertionError(f'no ValueError for {-12}')

# %%
try:
    prime_factors(-8)
except ValueError as e:
    assert str(e) == 'n must be positive'
else:
    raise AssertionError(f'no ValueError for {-12}')

# %%
try:
    prime_factors(-28)
except ValueError as e:
    assert str(e) == 'n must be positive'
else:
    raise AssertionError(f'no ValueError for {-12}')

# %%
try:
    prime_factors(-15)
except ValueError as e:
    assert str(e) == 'n must be positive'
else:
    raise AssertionError(f'no ValueError for {-12}')

# %%
try:
    prime_factors(-27)
except ValueError as e:
    assert str(e) == 'n must be positive'
else:
    raise AssertionError(f'no ValueError for {-12}')

# %%
try:
    prime_factors(-52)
except ValueError as e:
    assert str(e) == 'n must be positive'
else:
    raise AssertionError(f'no ValueError for {-12}')

# %%
try:
    prime_factors(-50)
except ValueError as e:
    assert str(e) == 'n must be positive'
else:
    raise AssertionError(f'no ValueError for {-12}')

# %%
try:
    prime_factors(-46)
except ValueError as e:
    assert str(e) == 'n must be positive'
else:
    raise AssertionError(f'no ValueError for {-12}')

# %%
try:
    prime_factors(-49)
except ValueError as e:
    assert str(e) == 'n must be positive'
else:
    raise AssertionError(f'no ValueError for {-12}')

# %%
try:
    prime_factors(-96)
except ValueError as e:
    assert str(e) == 'n must be positive'
else:
    raise AssertionError(f'no ValueError for {-12}')

# %%
try:
    prime_factors(-47)
except ValueError as e:
    assert str(e) == 'n must be positive'
else:
    raise AssertionError(f'no ValueError for {-12}')

# %%
try:
    prime_factors(-21)
except ValueError as e:
    assert str(e) == 'n must be positive'
else:
    raise AssertionError(f'no ValueError for {-12}')

# %%
try:
    prime_factors(-44)
except ValueError as e:
    assert str(e) == 'n must be positive'
else:
    raise AssertionError(f'no ValueError for {-12}')

# %%
try:
    prime_factors(-9)
except ValueError as e:
    assert str(e) == 'n must be positive'
else:
    raise AssertionError(f'no ValueError for {-12}')

# %%
try:
    prime_factors(-20)
except ValueError as e:
    assert str(e) == 'n must be positive'
else:
    raise AssertionError(f'no ValueError for {-12}')
