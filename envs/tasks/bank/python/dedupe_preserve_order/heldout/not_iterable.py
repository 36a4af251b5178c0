# %%
try:
    dedupe_preserve_order(5)
except TypeError as e:
    assert str(e) == 'items must be iterable', str(e)
else:
    raise AssertionError(f'{5!r} accepted')

# %%
try:
    dedupe_preserve_order(0)
except TypeError as e:
    assert str(e) == 'items must be iterable', str(e)
else:
    raise AssertionError(f'{5!r} accepted')

# %%
try:
    dedupe_preserve_order(4)
except TypeError as e:
    assert str(e) == 'items must be iterable', str(e)
else:
    raise AssertionError(f'{5!r} accepted')

# %%
try:
    dedupe_preserve_order(7)
except TypeError as e:
    assert str(e) == 'items must be iterable', str(e)
else:
    raise AssertionError(f'{5!r} accepted')

# %%
try:
    dedupe_preserve_order(-5)
except TypeError as e:
    assert str(e) == 'items must be iterable', str(e)
else:
    raise AssertionError(f'{5!r} accepted')

# %%
try:
    dedupe_preserve_order(-1)
except TypeError as e:
    assert str(e) == 'items must be iterable', str(e)
else:
    raise AssertionError(f'{5!r} accepted')

# %%
try:
    dedupe_preserve_order(1000005)
except TypeError as e:
    assert str(e) == 'items must be iterable', str(e)
else:
    raise AssertionError(f'{5!r} accepted')

# %%
try:
    dedupe_preserve_order(None)
except TypeError as e:
    assert str(e) == 'items must be iterable', str(e)
else:
    raise AssertionError(f'{None!r} accepted')

# %%
try:
    dedupe_preserve_order(3.5)
except TypeError as e:
    assert str(e) == 'items must be iterable', str(e)
else:
    raise AssertionError(f'{3.5!r} accepted')

# %%
try:
    dedupe_preserve_order(3.0)
except TypeError as e:
    assert str(e) == 'items must be iterable', str(e)
else:
    raise AssertionError(f'{3.5!r} accepted')

# %%
try:
    dedupe_preserve_order(0.001)
except TypeError as e:
    assert str(e) == 'items must be iterable', str(e)
else:
    raise AssertionError(f'{3.5!r} accepted')

# %%
try:
    dedupe_preserve_order(-3.5)
except TypeError as e:
    assert str(e) == 'items must be iterable', str(e)
else:
    raise AssertionError(f'{3.5!r} accepted')

# %%
try:
    dedupe_preserve_order(4.0)
except TypeError as e:
    assert str(e) == 'items must be iterable', str(e)
else:
    raise AssertionError(f'{3.5!r} accepted')

# %%
try:
    dedupe_preserve_order(8)
except TypeError as e:
    assert str(e) == 'items must be iterable', str(e)
else:
    raise AssertionError(f'{5!r} accepted')

# %%
try:
    dedupe_preserve_order(-4)
except TypeError as e:
    assert str(e) == 'items must be iterable', str(e)
else:
    raise AssertionError(f'{5!r} accepted')

# %%
try:
    dedupe_preserve_order(1000004)
except TypeError as e:
    assert str(e) == 'items must be iterable', str(e)
else:
    raise AssertionError(f'{5!r} accepted')

# %%
try:
    dedupe_preserve_order(-2)
except TypeError as e:
    assert str(e) == 'items must be iterable', str(e)
else:
    raise AssertionError(f'{5!r} accepted')

# %%
try:
    dedupe_preserve_order(1000002)
except TypeError as e:
    assert str(e) == 'items must be iterable', str(e)
else:
    raise AssertionError(f'{5!r} accepted')

# %%
try:
    dedupe_preserve_order(-7)
except TypeError as e:
    assert str(e) == 'items must be iterable', str(e)
else:
    raise AssertionError(f'{5!r} accepted')

# %%
try:
    dedupe_preserve_order(14)
except TypeError as e:
    assert str(e) == 'items must be iterable', str(e)
else:
    raise AssertionError(f'{5!r} accepted')

# %%
try:
    dedupe_preserve_order(999995)
except TypeError as e:
    assert str(e) == 'items must be iterable', str(e)
else:
    raise AssertionError(f'{5!r} accepted')

# %%
try:
    dedupe_preserve_order(-6)
except TypeError as e:
    assert str(e) == 'items must be iterable', str(e)
else:
    raise AssertionError(f'{5!r} accepted')

# %%
try:
    dedupe_preserve_order(999999)
except TypeError as e:
    assert str(e) == 'items must be iterable', str(e)
else:
    raise AssertionError(f'{5!r} accepted')

# %%
try:
    dedupe_preserve_order(2000005)
except TypeError as e:
    assert str(e) == 'items must be iterable', str(e)
else:
    raise AssertionError(f'{5!r} accepted')

# %%
try:
    dedupe_preserve_order(500002)
except TypeError as e:
    assert str(e) == 'items must be iterable', str(e)
else:
    raise AssertionError(f'{5!r} accepted')

# %%
try:
    dedupe_preserve_order(12)
except TypeError as e:
    assert str(e) == 'items must be iterable', str(e)
else:
    raise AssertionError(f'{5!r} accepted')

# %%
try:
    dedupe_preserve_order(1000010)
except TypeError as e:
    assert str(e) == 'items must be iterable', str(e)
else:
    raise AssertionError(f'{5!r} accepted')

# %%
try:
    dedupe_preserve_order(9)
except TypeError as e:
    assert str(e) == 'items must be iterable', str(e)
else:
    raise AssertionError(f'{5!r} accepted')

# %%
try:
    dedupe_preserve_order(20)
except TypeError as e:
    assert str(e) == 'items must be iterable', str(e)
else:
    raise AssertionError(f'{5!r} accepted')

# %%
try:
    dedupe_preserve_order(30.0)
except TypeError as e:
    assert str(e) == 'items must be iterable', str(e)
else:
    raise AssertionError(f'{3.5!r} accepted')

# %%
try:
    dedupe_preserve_order(-3.0)
except TypeError as e:
    assert str(e) == 'items must be iterable', str(e)
else:
    raise AssertionError(f'{3.5!r} accepted')

# %%
try:
    dedupe_preserve_order(1.0)
except TypeError as e:
    assert str(e) == 'items must be iterable', str(e)
else:
    raise AssertionError(f'{3.5!r} accepted')

# %%
try:
    dedupe_preserve_order(11.667000000000002)
except TypeError as e:
    assert str(e) == 'items must be iterable', str(e)
else:
    raise AssertionError(f'{3.5!r} accepted')

# %%
try:
    dedupe_preserve_order(1.6667)
except TypeError as e:
    assert str(e) == 'items must be iterable', str(e)
else:
    raise AssertionError(f'{3.5!r} accepted')

# %%
try:
    dedupe_preserve_order(0.3889)
except TypeError as e:
    assert str(e) == 'items must be iterable', str(e)
else:
    raise AssertionError(f'{3.5!r} accepted')

# %%
try:
    dedupe_preserve_order(-0.499)
except TypeError as e:
    assert str(e) == 'items must be iterable', str(e)
else:
    raise AssertionError(f'{3.5!r} accepted')

# %%
try:
    dedupe_preserve_order(-0.001)
except TypeError as e:
    assert str(e) == 'items must be iterable', str(e)
else:
    raise AssertionError(f'{3.5!r} accepted')

# %%
try:
    dedupe_preserve_order(-35.0)
except TypeError as e:
    assert str(e) == 'items must be iterable', str(e)
else:
    raise AssertionError(f'{3.5!r} accepted')

# %%
try:
    dedupe_preserve_order(-0.5)
except TypeError as e:
    assert str(e) == 'items must be iterable', str(e)
else:
    raise AssertionError(f'{3.5!r} accepted')

# %%
try:
    dedupe_preserve_order(0.5)
except TypeError as e:
    assert str(e) == 'items must be iterable', str(e)
else:
    raise AssertionError(f'{3.5!r} accepted')

# %%
try:
    dedupe_preserve_order(40.0)
except TypeError as e:
    assert str(e) == 'items must be iterable', str(e)
else:
    raise AssertionError(f'{3.5!r} accepted')

# %%
try:
    dedupe_preserve_order(4.5)
except TypeError as e:
    assert str(e) == 'items must be iterable', str(e)
else:
    raise AssertionError(f'{3.5!r} accepted')

# %%
try:
    dedupe_preserve_order(34.5)
except TypeError as e:
    assert str(e) == 'items must be iterable', str(e)
else:
    raise AssertionError(f'{3.5!r} accepted')

# %%
try:
    dedupe_preserve_order(35.5)
except TypeError as e:
    assert str(e) == 'items must be iterable', str(e)
else:
    raise AssertionError(f'{3.5!r} accepted')

# %%
try:
    dedupe_preserve_order(11.6667)
except TypeError as e:
    assert str(e) == 'items must be iterable', str(e)
else:
    raise AssertionError(f'{3.5!r} accepted')

# %%
try:
    dedupe_preserve_order(999998)
except TypeError as e:
    assert str(e) == 'items must be iterable', str(e)
else:
    raise AssertionError(f'{5!r} accepted')

# %%
try:
    dedupe_preserve_order(-8)
except TypeError as e:
    assert str(e) == 'items must be iterable', str(e)
else:
    raise AssertionError(f'{5!r} accepted')

# %%
try:
    dedupe_preserve_order(2000014)
except TypeError as e:
    assert str(e) == 'items must be iterable', str(e)
else:
    raise AssertionError(f'{5!r} accepted')

# %%
try:
    dedupe_preserve_order(1999990)
except TypeError as e:
    assert str(e) == 'items must be iterable', str(e)
else:
    raise AssertionError(f'{5!r} accepted')

# %%
try:
    dedupe_preserve_order(-9)
except TypeError as e:
    assert str(e) == 'items must be iterable', str(e)
else:
    raise AssertionError(f'{5!r} accepted')

# %%
try:
    dedupe_preserve_order(999994)
except TypeError as e:
    assert str(e) == 'items must be iterable', str(e)
else:
    raise AssertionError(f'{5!r} accepted')

# %%
try:
    dedupe_preserve_order(-999999)
except TypeError as e:
    assert str(e) == 'items must be iterable', str(e)
else:
    raise AssertionError(f'{5!r} accepted')

# %%
try:
    dedupe_preserve_order(-500002)
except TypeError as e:
    assert str(e) == 'items must be iterable', str(e)
else:
    raise AssertionError(f'{5!r} accepted')

# %%
try:
    dedupe_preserve_order(500001)
except TypeError as e:
    assert str(e) == 'items must be iterable', str(e)
else:
    raise AssertionError(f'{5!r} accepted')

# %%
try:
    dedupe_preserve_order(-12)
except TypeError as e:
    assert str(e) == 'items must be iterable', str(e)
else:
    raise AssertionError(f'{5!r} accepted')

# %%
try:
    dedupe_preserve_order(19)
except TypeError as e:
    assert str(e) == 'items must be iterable', str(e)
else:
    raise AssertionError(f'{5!r} accepted')

# %%
try:
    dedupe_preserve_order(30.5)
except TypeError as e:
    assert str(e) == 'items must be iterable', str(e)
else:
    raise AssertionError(f'{3.5!r} accepted')

# %%
try:
    dedupe_preserve_order(10.0)
except TypeError as e:
    assert str(e) == 'items must be iterable', str(e)
else:
    raise AssertionError(f'{3.5!r} accepted')

# %%
try:
    dedupe_preserve_order(-1.0)
except TypeError as e:
    assert str(e) == 'items must be iterable', str(e)
else:
    raise AssertionError(f'{3.5!r} accepted')

# %%
try:
    dedupe_preserve_order(0.3333)
except TypeError as e:
    assert str(e) == 'items must be iterable', str(e)
else:
    raise AssertionError(f'{3.5!r} accepted')

# %%
try:
    dedupe_preserve_order(0.8333)
except TypeError as e:
    assert str(e) == 'items must be iterable', str(e)
else:
    raise AssertionError(f'{3.5!r} accepted')

# %%
try:
    dedupe_preserve_order(25.0)
except TypeError as e:
    assert str(e) == 'items must be iterable', str(e)
else:
    raise AssertionError(f'{3.5!r} accepted')

# %%
try:
    dedupe_preserve_order(-11.667000000000002)
except TypeError as e:
    assert str(e) == 'items must be iterable', str(e)
else:
    raise AssertionError(f'{3.5!r} accepted')

# %%
try:
    dedupe_preserve_order(2.1667)
except TypeError as e:
    assert str(e) == 'items must be iterable', str(e)
else:
    raise AssertionError(f'{3.5!r} accepted')

# %%
try:
    dedupe_preserve_order(0.2222)
except TypeError as e:
    assert str(e) == 'items must be iterable', str(e)
else:
    raise AssertionError(f'{3.5!r} accepted')

# %%
try:
    dedupe_preserve_order(-0.6667000000000001)
except TypeError as e:
    assert str(e) == 'items must be iterable', str(e)
else:
    raise AssertionError(f'{3.5!r} accepted')

# %%
try:
    dedupe_preserve_order(-0.3889)
except TypeError as e:
    assert str(e) == 'items must be iterable', str(e)
else:
    raise AssertionError(f'{3.5!r} accepted')

# %%
try:
    dedupe_preserve_order(0.8889)
except TypeError as e:
    assert str(e) == 'items must be iterable', str(e)
else:
    raise AssertionError(f'{3.5!r} accepted')

# %%
try:
    dedupe_preserve_order(0.167)
except TypeError as e:
    assert str(e) == 'items must be iterable', str(e)
else:
    raise AssertionError(f'{3.5!r} accepted')

# %%
try:
    dedupe_preserve_order(-0.01)
except TypeError as e:
    assert str(e) == 'items must be iterable', str(e)
else:
    raise AssertionError(f'{3.5!r} accepted')

# %%
try:
    dedupe_preserve_order(0.5003)
except TypeError as e:
    assert str(e) == 'items must be iterable', str(e)
else:
    raise AssertionError(f'{3.5!r} accepted')

# %%
try:
    dedupe_preserve_order(-0.1663)
except TypeError as e:
    assert str(e) == 'items must be iterable', str(e)
else:
    raise AssertionError(f'{3.5!r} accepted')

# %%
try:
    dedupe_preserve_order(-0.501)
except TypeError as e:
    assert str(e) == 'items must be iterable', str(e)
else:
    raise AssertionError(f'{3.5!r} accepted')

# %%
try:
    dedupe_preserve_order(-1.3333)
except TypeError as e:
    assert str(e) == 'items must be iterable', str(e)
else:
    raise AssertionError(f'{3.5!r} accepted')

# %%
try:
    dedupe_preserve_order(-350.0)
except TypeError as e:
    assert str(e) == 'items must be iterable', str(e)
else:
    raise AssertionError(f'{3.5!r} accepted')

# %%
try:
    dedupe_preserve_order(-5.0)
except TypeError as e:
    assert str(e) == 'items must be iterable', str(e)
else:
    raise AssertionError(f'{3.5!r} accepted')

# %%
try:
    dedupe_preserve_order(5.0)
except TypeError as e:
    assert str(e) == 'items must be iterable', str(e)
else:
    raise AssertionError(f'{3.5!r} accepted')

# %%
try:
    dedupe_preserve_order(39.5)
except TypeError as e:
    assert str(e) == 'items must be iterable', str(e)
else:
    raise AssertionError(f'{3.5!r} accepted')

# %%
try:
    dedupe_preserve_order(355.0)
except TypeError as e:
    assert str(e) == 'items must be iterable', str(e)
else:
    raise AssertionError(f'{3.5!r} accepted')

# %%
try:
    dedupe_preserve_order(11.1667)
except TypeError as e:
    assert str(e) == 'items must be iterable', str(e)
else:
    raise AssertionError(f'{3.5!r} accepted')
