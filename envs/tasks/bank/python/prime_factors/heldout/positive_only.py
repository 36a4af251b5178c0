# %%
assert prime_factors(2) == [2]

# %%
assert prime_factors(7) == [7]

# %%
assert prime_factors(1000001) == [101, 9901]

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
assert prime_factors(1000002) == [2, 3, 166667]

# %%
assert prime_factors(4) == [2, 2]

# %%
assert prime_factors(14) == [2, 7]

# %%
assert prime_factors(8) == [2, 2, 2]

# %%
assert prime_factors(1000007) == [29, 34483]

# %%
assert prime_factors(6) == [2, 3]

# %%
assert prime_factors(2000001) == [3, 666667]

# %%
assert prime_factors(1000000) == [2, 2, 2, 2, 2, 2, 5, 5, 5, 5, 5, 5]

# %%
assert prime_factors(2000002) == [2, 101, 9901]

# %%
assert prime_factors(500000) == [2, 2, 2, 2, 2, 5, 5, 5, 5, 5, 5]

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
assert prime_factors(1000003) == [1000003]

# %%
assert prime_factors(2000004) == [2, 2, 3, 166667]

# %%
assert prime_factors(500001) == [3, 166667]

# %%
assert prime_factors(5) == [5]

# %%
assert prime_factors(1000004) == [2, 2, 53, 53, 89]

# %%
assert prime_factors(13) == [13]

# %%
assert prime_factors(15) == [3, 5]

# %%
assert prime_factors(1000014) == [2, 3, 166669]

# %%
assert prime_factors(1000008) == [2, 2, 2, 3, 3, 17, 19, 43]

# %%
assert prime_factors(9) == [3, 3]

# %%
assert prime_factors(16) == [2, 2, 2, 2]

# %%
assert prime_factors(2000014) == [2, 29, 34483]

# %%
assert prime_factors(1000006) == [2, 7, 71429]

# %%
assert prime_factors(500003) == [7, 71429]

# %%
assert prime_factors(2000007) == [3, 3, 61, 3643]

# %%
assert prime_factors(3000001) == [853, 3517]

# %%
assert prime_factors(4000002) == [2, 3, 666667]

# %%
assert prime_factors(2000000) == [2, 2, 2, 2, 2, 2, 2, 5, 5, 5, 5, 5, 5]

# %%
assert prime_factors(999999) == [3, 3, 3, 7, 11, 13, 37]

# %%
assert prime_factors(4000004) == [2, 2, 101, 9901]

# %%
assert prime_factors(2000003) == [2000003]

# %%
assert prime_factors(250000) == [2, 2, 2, 2, 5, 5, 5, 5, 5, 5]

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
    prime_factors(-15)
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
    prime_factors(-27)
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
    prime_factors(-47)
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
    prime_factors(-49)
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
