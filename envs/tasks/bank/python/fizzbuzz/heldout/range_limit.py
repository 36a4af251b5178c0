# %%
assert len(fizzbuzz(7)) == 7

# %%
assert len(fizzbuzz(5000)) == 5000

# %%
assert len(fizzbuzz(0)) == 0

# %%
assert len(fizzbuzz(1)) == 1

# %%
assert len(fizzbuzz(9999)) == 9999

# %%
try:
    fizzbuzz(-1)
except ValueError as e:
    assert str(e) == 'n must be between 0 and 10000'
else:
    raise AssertionError(f'no ValueError for {-1}')

# %%
try:
    fizzbuzz(-2)
except ValueError as e:
    assert str(e) == 'n must be between 0 and 10000'
else:
    raise AssertionError(f'no ValueError for {-1}')

# %%
try:
    fizzbuzz(1000000)
except ValueError as e:
    assert str(e) == 'n must be between 0 and 10000'
else:
    raise AssertionError(f'no ValueError for {-1}')

# %%
try:
    fizzbuzz(10001)
except ValueError as e:
    assert str(e) == 'n must be between 0 and 10000'
else:
    raise AssertionError(f'no ValueError for {10001}')

# %%
try:
    fizzbuzz(1000000)
except ValueError as e:
    assert str(e) == 'n must be between 0 and 10000'
else:
    raise AssertionError(f'no ValueError for {10001}')

# %%
try:
    fizzbuzz(-10001)
except ValueError as e:
    assert str(e) == 'n must be between 0 and 10000'
else:
    raise AssertionError(f'no ValueError for {10001}')

# %%
try:
    fizzbuzz(20002)
except ValueError as e:
    assert str(e) == 'n must be between 0 and 10000'
else:
    raise AssertionError(f'no ValueError for {10001}')

# %%
try:
    fizzbuzz(-1)
except ValueError as e:
    assert str(e) == 'n must be between 0 and 10000'
else:
    raise AssertionError(f'no ValueError for {10001}')

# %%
try:
    fizzbuzz(10002)
except ValueError as e:
    assert str(e) == 'n must be between 0 and 10000'
else:
    raise AssertionError(f'no ValueError for {10001}')

# %%
assert len(fizzbuzz(3)) == 3

# %%
assert len(fizzbuzz(6)) == 6

# %%
assert len(fizzbuzz(14)) == 14

# %%
assert len(fizzbuzz(8)) == 8

# %%
assert len(fizzbuzz(4999)) == 4999

# %%
assert len(fizzbuzz(5001)) == 5001

# %%
assert len(fizzbuzz(2500)) == 2500

# %%
assert len(fizzbuzz(2)) == 2

# %%
assert len(fizzbuzz(9998)) == 9998

# %%
try:
    fizzbuzz(-4)
except ValueError as e:
    assert str(e) == 'n must be between 0 and 10000'
else:
    raise AssertionError(f'no ValueError for {-1}')

# %%
try:
    fizzbuzz(-3)
except ValueError as e:
    assert str(e) == 'n must be between 0 and 10000'
else:
    raise AssertionError(f'no ValueError for {-1}')

# %%
try:
    fizzbuzz(-1000000)
except ValueError as e:
    assert str(e) == 'n must be between 0 and 10000'
else:
    raise AssertionError(f'no ValueError for {-1}')

# %%
try:
    fizzbuzz(999999)
except ValueError as e:
    assert str(e) == 'n must be between 0 and 10000'
else:
    raise AssertionError(f'no ValueError for {-1}')

# %%
try:
    fizzbuzz(500000)
except ValueError as e:
    assert str(e) == 'n must be between 0 and 10000'
else:
    raise AssertionError(f'no ValueError for {-1}')

# %%
try:
    fizzbuzz(500000)
except ValueError as e:
    assert str(e) == 'n must be between 0 and 10000'
else:
    raise AssertionError(f'no ValueError for {10001}')

# %%
try:
    fizzbuzz(-1000000)
except ValueError as e:
    assert str(e) == 'n must be between 0 and 10000'
else:
    raise AssertionError(f'no ValueError for {10001}')

# %%
try:
    fizzbuzz(999999)
except ValueError as e:
    assert str(e) == 'n must be between 0 and 10000'
else:
    raise AssertionError(f'no ValueError for {10001}')

# %%
try:
    fizzbuzz(-20002)
except ValueError as e:
    assert str(e) == 'n must be between 0 and 10000'
else:
    raise AssertionError(f'no ValueError for {10001}')

# %%
try:
    fizzbuzz(-10002)
except ValueError as e:
    assert str(e) == 'n must be between 0 and 10000'
else:
    raise AssertionError(f'no ValueError for {10001}')

# %%
try:
    fizzbuzz(-5001)
except ValueError as e:
    assert str(e) == 'n must be between 0 and 10000'
else:
    raise AssertionError(f'no ValueError for {10001}')

# %%
try:
    fizzbuzz(-10000)
except ValueError as e:
    assert str(e) == 'n must be between 0 and 10000'
else:
    raise AssertionError(f'no ValueError for {10001}')

# %%
try:
    fizzbuzz(40004)
except ValueError as e:
    assert str(e) == 'n must be between 0 and 10000'
else:
    raise AssertionError(f'no ValueError for {10001}')

# %%
try:
    fizzbuzz(20001)
except ValueError as e:
    assert str(e) == 'n must be between 0 and 10000'
else:
    raise AssertionError(f'no ValueError for {10001}')

# %%
try:
    fizzbuzz(20003)
except ValueError as e:
    assert str(e) == 'n must be between 0 and 10000'
else:
    raise AssertionError(f'no ValueError for {10001}')

# %%
try:
    fizzbuzz(-2)
except ValueError as e:
    assert str(e) == 'n must be between 0 and 10000'
else:
    raise AssertionError(f'no ValueError for {10001}')

# %%
try:
    fizzbuzz(20004)
except ValueError as e:
    assert str(e) == 'n must be between 0 and 10000'
else:
    raise AssertionError(f'no ValueError for {10001}')

# %%
try:
    fizzbuzz(10003)
except ValueError as e:
    assert str(e) == 'n must be between 0 and 10000'
else:
    raise AssertionError(f'no ValueError for {10001}')

# %%
assert len(fizzbuzz(4)) == 4

# %%
assert len(fizzbuzz(28)) == 28

# %%
assert len(fizzbuzz(13)) == 13

# %%
assert len(fizzbuzz(15)) == 15

# %%
assert len(fizzbuzz(16)) == 16

# %%
assert len(fizzbuzz(9)) == 9

# %%
assert len(fizzbuzz(2501)) == 2501

# %%
assert len(fizzbuzz(1250)) == 1250

# %%
assert len(fizzbuzz(2499)) == 2499

# %%
try:
    fizzbuzz(-5)
except ValueError as e:
    assert str(e) == 'n must be between 0 and 10000'
else:
    raise AssertionError(f'no ValueError for {-1}')

# %%
try:
    fizzbuzz(-6)
except ValueError as e:
    assert str(e) == 'n must be between 0 and 10000'
else:
    raise AssertionError(f'no ValueError for {-1}')

# %%
try:
    fizzbuzz(-500000)
except ValueError as e:
    assert str(e) == 'n must be between 0 and 10000'
else:
    raise AssertionError(f'no ValueError for {-1}')

# %%
try:
    fizzbuzz(-999999)
except ValueError as e:
    assert str(e) == 'n must be between 0 and 10000'
else:
    raise AssertionError(f'no ValueError for {-1}')

# %%
try:
    fizzbuzz(999998)
except ValueError as e:
    assert str(e) == 'n must be between 0 and 10000'
else:
    raise AssertionError(f'no ValueError for {-1}')

# %%
try:
    fizzbuzz(250000)
except ValueError as e:
    assert str(e) == 'n must be between 0 and 10000'
else:
    raise AssertionError(f'no ValueError for {-1}')

# %%
try:
    fizzbuzz(499999)
except ValueError as e:
    assert str(e) == 'n must be between 0 and 10000'
else:
    raise AssertionError(f'no ValueError for {-1}')

# %%
try:
    fizzbuzz(-500000)
except ValueError as e:
    assert str(e) == 'n must be between 0 and 10000'
else:
    raise AssertionError(f'no ValueError for {10001}')

# %%
try:
    fizzbuzz(250000)
except ValueError as e:
    assert str(e) == 'n must be between 0 and 10000'
else:
    raise AssertionError(f'no ValueError for {10001}')

# %%
try:
    fizzbuzz(999998)
except ValueError as e:
    assert str(e) == 'n must be between 0 and 10000'
else:
    raise AssertionError(f'no ValueError for {10001}')

# %%
try:
    fizzbuzz(499999)
except ValueError as e:
    assert str(e) == 'n must be between 0 and 10000'
else:
    raise AssertionError(f'no ValueError for {10001}')

# %%
try:
    fizzbuzz(-999999)
except ValueError as e:
    assert str(e) == 'n must be between 0 and 10000'
else:
    raise AssertionError(f'no ValueError for {10001}')

# %%
try:
    fizzbuzz(-40004)
except ValueError as e:
    assert str(e) == 'n must be between 0 and 10000'
else:
    raise AssertionError(f'no ValueError for {10001}')

# %%
try:
    fizzbuzz(-20003)
except ValueError as e:
    assert str(e) == 'n must be between 0 and 10000'
else:
    raise AssertionError(f'no ValueError for {10001}')

# %%
try:
    fizzbuzz(-20001)
except ValueError as e:
    assert str(e) == 'n must be between 0 and 10000'
else:
    raise AssertionError(f'no ValueError for {10001}')

# %%
try:
    fizzbuzz(-20004)
except ValueError as e:
    assert str(e) == 'n must be between 0 and 10000'
else:
    raise AssertionError(f'no ValueError for {10001}')

# %%
try:
    fizzbuzz(-10003)
except ValueError as e:
    assert str(e) == 'n must be between 0 and 10000'
else:
    raise AssertionError(f'no ValueError for {10001}')

# %%
try:
    fizzbuzz(-5000)
except ValueError as e:
    assert str(e) == 'n must be between 0 and 10000'
else:
    raise AssertionError(f'no ValueError for {10001}')

# %%
try:
    fizzbuzz(-5002)
except ValueError as e:
    assert str(e) == 'n must be between 0 and 10000'
else:
    raise AssertionError(f'no ValueError for {10001}')

# %%
try:
    fizzbuzz(-20000)
except ValueError as e:
    assert str(e) == 'n must be between 0 and 10000'
else:
    raise AssertionError(f'no ValueError for {10001}')

# %%
try:
    fizzbuzz(-9999)
except ValueError as e:
    assert str(e) == 'n must be between 0 and 10000'
else:
    raise AssertionError(f'no ValueError for {10001}')

# %%
try:
    fizzbuzz(40005)
except ValueError as e:
    assert str(e) == 'n must be between 0 and 10000'
else:
    raise AssertionError(f'no ValueError for {10001}')

# %%
try:
    fizzbuzz(40002)
except ValueError as e:
    assert str(e) == 'n must be between 0 and 10000'
else:
    raise AssertionError(f'no ValueError for {10001}')

# %%
try:
    fizzbuzz(20000)
except ValueError as e:
    assert str(e) == 'n must be between 0 and 10000'
else:
    raise AssertionError(f'no ValueError for {10001}')

# %%
try:
    fizzbuzz(40006)
except ValueError as e:
    assert str(e) == 'n must be between 0 and 10000'
else:
    raise AssertionError(f'no ValueError for {10001}')

# %%
try:
    fizzbuzz(-3)
except ValueError as e:
    assert str(e) == 'n must be between 0 and 10000'
else:
    raise AssertionError(f'no ValueError for {10001}')

# %%
try:
    fizzbuzz(20005)
except ValueError as e:
    assert str(e) == 'n must be between 0 and 10000'
else:
    raise AssertionError(f'no ValueError for {10001}')

# %%
try:
    fizzbuzz(10004)
except ValueError as e:
    assert str(e) == 'n must be between 0 and 10000'
else:
    raise AssertionError(f'no ValueError for {10001}')
