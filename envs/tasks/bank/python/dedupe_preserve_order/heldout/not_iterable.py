# %%
try:
    dedupe_preserve_order(5)
except TypeError as e:
    assert str(e) == 'items must be iterable', str(e)
else:
    raise AssertionError(f'{5!r} accepted')

# %%
try:
    dedupe_preserve_order(1)
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
    dedupe_preserve_order(2)
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
    dedupe_preserve_order(1000000)
except TypeError as e:
    assert str(e) == 'items must be iterable', str(e)
else:
    raise AssertionError(f'{5!r} accepted')

# %%
try:
    dedupe_preserve_order(6)
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
    dedupe_preserve_order(1.1667)
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
    dedupe_preserve_order(0.0)
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
    dedupe_preserve_order(3)
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
    dedupe_preserve_order(-2)
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
    dedupe_preserve_order(-3)
except TypeError as e:
    assert str(e) == 'items must be iterable', str(e)
else:
    raise AssertionError(f'{5!r} accepted')

# %%
try:
    dedupe_preserve_order(-10)
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
    dedupe_preserve_order(-1000000)
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
    dedupe_preserve_order(2.5)
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
    dedupe_preserve_order(0.6667000000000001)
except TypeError as e:
    assert str(e) == 'items must be iterable', str(e)
else:
    raise AssertionError(f'{3.5!r} accepted')

# %%
try:
    dedupe_preserve_order(-1.1667)
except TypeError as e:
    assert str(e) == 'items must be iterable', str(e)
else:
    raise AssertionError(f'{3.5!r} accepted')

# %%
try:
    dedupe_preserve_order(0.0003)
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
    dedupe_preserve_order(-4.0)
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
    dedupe_preserve_order(40.0)
except TypeError as e:
    assert str(e) == 'items must be iterable', str(e)
else:
    raise AssertionError(f'{3.5!r} accepted')

# %%
try:
    dedupe_preserve_order(1.3333)
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
    dedupe_preserve_order(15)
except TypeError as e:
    assert str(e) == 'items must be iterable', str(e)
else:
    raise AssertionError(f'{5!r} accepted')

# %%
try:
    dedupe_preserve_order(999998)
except TypeError as e:
    assert str(e) == 'items must be iterable', str(e)
else:
    raise AssertionError(f'{5!r} accepted')

# %%
try:
    dedupe_preserve_order(18)
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
    dedupe_preserve_order(-11)
except TypeError as e:
    assert str(e) == 'items must be iterable', str(e)
else:
    raise AssertionError(f'{5!r} accepted')

# %%
try:
    dedupe_preserve_order(22)
except TypeError as e:
    assert str(e) == 'items must be iterable', str(e)
else:
    raise AssertionError(f'{5!r} accepted')

# %%
try:
    dedupe_preserve_order(29.5)
except TypeError as e:
    assert str(e) == 'items must be iterable', str(e)
else:
    raise AssertionError(f'{3.5!r} accepted')

# %%
try:
    dedupe_preserve_order(1.5)
except TypeError as e:
    assert str(e) == 'items must be iterable', str(e)
else:
    raise AssertionError(f'{3.5!r} accepted')

# %%
try:
    dedupe_preserve_order(2.0)
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
    dedupe_preserve_order(-11.667000000000002)
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
    dedupe_preserve_order(0.1296)
except TypeError as e:
    assert str(e) == 'items must be iterable', str(e)
else:
    raise AssertionError(f'{3.5!r} accepted')

# %%
try:
    dedupe_preserve_order(1.001)
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
    dedupe_preserve_order(0.51)
except TypeError as e:
    assert str(e) == 'items must be iterable', str(e)
else:
    raise AssertionError(f'{3.5!r} accepted')

# %%
try:
    dedupe_preserve_order(0.0033)
except TypeError as e:
    assert str(e) == 'items must be iterable', str(e)
else:
    raise AssertionError(f'{3.5!r} accepted')

# %%
try:
    dedupe_preserve_order(0.0001)
except TypeError as e:
    assert str(e) == 'items must be iterable', str(e)
else:
    raise AssertionError(f'{3.5!r} accepted')

# %%
try:
    dedupe_preserve_order(-4.99)
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
    dedupe_preserve_order(-40.0)
except TypeError as e:
    assert str(e) == 'items must be iterable', str(e)
else:
    raise AssertionError(f'{3.5!r} accepted')

# %%
try:
    dedupe_preserve_order(-11.6667)
except TypeError as e:
    assert str(e) == 'items must be iterable', str(e)
else:
    raise AssertionError(f'{3.5!r} accepted')

# %%
try:
    dedupe_preserve_order(-34.5)
except TypeError as e:
    assert str(e) == 'items must be iterable', str(e)
else:
    raise AssertionError(f'{3.5!r} accepted')

# %%
try:
    dedupe_preserve_order(-0.1667)
except TypeError as e:
    assert str(e) == 'items must be iterable', str(e)
else:
    raise AssertionError(f'{3.5!r} accepted')

# %%
try:
    dedupe_preserve_order(13.3333)
except TypeError as e:
    assert str(e) == 'items must be iterable', str(e)
else:
    raise AssertionError(f'{3.5!r} accepted')

# %%
try:
    dedupe_preserve_order(40.5)
except TypeError as e:
    assert str(e) == 'items must be iterable', str(e)
else:
    raise AssertionError(f'{3.5!r} accepted')

# %%
try:
    dedupe_preserve_order(0.4444)
except TypeError as e:
    assert str(e) == 'items must be iterable', str(e)
else:
    raise AssertionError(f'{3.5!r} accepted')

# %%
try:
    dedupe_preserve_order(-4.5)
except TypeError as e:
    assert str(e) == 'items must be iterable', str(e)
else:
    raise AssertionError(f'{3.5!r} accepted')

# %%
try:
    dedupe_preserve_order(116.6667)
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
    dedupe_preserve_order(3.8889)
except TypeError as e:
    assert str(e) == 'items must be iterable', str(e)
else:
    raise AssertionError(f'{3.5!r} accepted')
