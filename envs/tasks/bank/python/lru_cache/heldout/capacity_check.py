# %%
try:
    LRUCache(0)
except ValueError as e:
    assert str(e) == 'capacity must be a positive integer'
else:
    raise AssertionError(f'LRUCache({0!r}) accepted')

# %%
try:
    LRUCache(-1)
except ValueError as e:
    assert str(e) == 'capacity must be a positive integer'
else:
    raise AssertionError(f'LRUCache({0!r}) accepted')

# %%
try:
    LRUCache(-1)
except ValueError as e:
    assert str(e) == 'capacity must be a positive integer'
else:
    raise AssertionError(f'LRUCache({-1!r}) accepted')

# %%
try:
    LRUCache(-2)
except ValueError as e:
    assert str(e) == 'capacity must be a positive integer'
else:
    raise AssertionError(f'LRUCache({-1!r}) accepted')

# %%
try:
    LRUCache(0)
except ValueError as e:
    assert str(e) == 'capacity must be a positive integer'
else:
    raise AssertionError(f'LRUCache({-1!r}) accepted')

# %%
try:
    LRUCache(2.0)
except ValueError as e:
    assert str(e) == 'capacity must be a positive integer'
else:
    raise AssertionError(f'LRUCache({2.0!r}) accepted')

# %%
try:
    LRUCache(0.6667)
except ValueError as e:
    assert str(e) == 'capacity must be a positive integer'
else:
    raise AssertionError(f'LRUCache({2.0!r}) accepted')

# %%
try:
    LRUCache(20.0)
except ValueError as e:
    assert str(e) == 'capacity must be a positive integer'
else:
    raise AssertionError(f'LRUCache({2.0!r}) accepted')

# %%
try:
    LRUCache(0.001)
except ValueError as e:
    assert str(e) == 'capacity must be a positive integer'
else:
    raise AssertionError(f'LRUCache({2.0!r}) accepted')

# %%
try:
    LRUCache(1.5)
except ValueError as e:
    assert str(e) == 'capacity must be a positive integer'
else:
    raise AssertionError(f'LRUCache({2.0!r}) accepted')

# %%
try:
    LRUCache('3')
except ValueError as e:
    assert str(e) == 'capacity must be a positive integer'
else:
    raise AssertionError(f"LRUCache({'3'!r}) accepted")

# %%
try:
    LRUCache('')
except ValueError as e:
    assert str(e) == 'capacity must be a positive integer'
else:
    raise AssertionError(f"LRUCache({'3'!r}) accepted")

# %%
try:
    LRUCache('33')
except ValueError as e:
    assert str(e) == 'capacity must be a positive integer'
else:
    raise AssertionError(f"LRUCache({'3'!r}) accepted")

# %%
try:
    LRUCache('30')
except ValueError as e:
    assert str(e) == 'capacity must be a positive integer'
else:
    raise AssertionError(f"LRUCache({'3'!r}) accepted")

# %%
try:
    LRUCache(' 3')
except ValueError as e:
    assert str(e) == 'capacity must be a positive integer'
else:
    raise AssertionError(f"LRUCache({'3'!r}) accepted")

# %%
try:
    LRUCache('ß3')
except ValueError as e:
    assert str(e) == 'capacity must be a positive integer'
else:
    raise AssertionError(f"LRUCache({'3'!r}) accepted")

# %%
try:
    LRUCache('3 ')
except ValueError as e:
    assert str(e) == 'capacity must be a positive integer'
else:
    raise AssertionError(f"LRUCache({'3'!r}) accepted")

# %%
try:
    LRUCache(-4)
except ValueError as e:
    assert str(e) == 'capacity must be a positive integer'
else:
    raise AssertionError(f'LRUCache({-1!r}) accepted')

# %%
try:
    LRUCache(-3)
except ValueError as e:
    assert str(e) == 'capacity must be a positive integer'
else:
    raise AssertionError(f'LRUCache({-1!r}) accepted')

# %%
try:
    LRUCache(6.667)
except ValueError as e:
    assert str(e) == 'capacity must be a positive integer'
else:
    raise AssertionError(f'LRUCache({2.0!r}) accepted')

# %%
try:
    LRUCache(0.2222)
except ValueError as e:
    assert str(e) == 'capacity must be a positive integer'
else:
    raise AssertionError(f'LRUCache({2.0!r}) accepted')

# %%
try:
    LRUCache(-0.6667)
except ValueError as e:
    assert str(e) == 'capacity must be a positive integer'
else:
    raise AssertionError(f'LRUCache({2.0!r}) accepted')

# %%
try:
    LRUCache(0.16669999999999996)
except ValueError as e:
    assert str(e) == 'capacity must be a positive integer'
else:
    raise AssertionError(f'LRUCache({2.0!r}) accepted')

# %%
try:
    LRUCache(1.1667)
except ValueError as e:
    assert str(e) == 'capacity must be a positive integer'
else:
    raise AssertionError(f'LRUCache({2.0!r}) accepted')

# %%
try:
    LRUCache(25.0)
except ValueError as e:
    assert str(e) == 'capacity must be a positive integer'
else:
    raise AssertionError(f'LRUCache({2.0!r}) accepted')

# %%
try:
    LRUCache(-2.5)
except ValueError as e:
    assert str(e) == 'capacity must be a positive integer'
else:
    raise AssertionError(f'LRUCache({2.0!r}) accepted')

# %%
try:
    LRUCache(3.0)
except ValueError as e:
    assert str(e) == 'capacity must be a positive integer'
else:
    raise AssertionError(f'LRUCache({2.0!r}) accepted')

# %%
try:
    LRUCache(0.8333)
except ValueError as e:
    assert str(e) == 'capacity must be a positive integer'
else:
    raise AssertionError(f'LRUCache({2.0!r}) accepted')

# %%
try:
    LRUCache(200.0)
except ValueError as e:
    assert str(e) == 'capacity must be a positive integer'
else:
    raise AssertionError(f'LRUCache({2.0!r}) accepted')

# %%
try:
    LRUCache(19.5)
except ValueError as e:
    assert str(e) == 'capacity must be a positive integer'
else:
    raise AssertionError(f'LRUCache({2.0!r}) accepted')

# %%
try:
    LRUCache(20.5)
except ValueError as e:
    assert str(e) == 'capacity must be a positive integer'
else:
    raise AssertionError(f'LRUCache({2.0!r}) accepted')

# %%
try:
    LRUCache(6.6667)
except ValueError as e:
    assert str(e) == 'capacity must be a positive integer'
else:
    raise AssertionError(f'LRUCache({2.0!r}) accepted')

# %%
try:
    LRUCache(-20.0)
except ValueError as e:
    assert str(e) == 'capacity must be a positive integer'
else:
    raise AssertionError(f'LRUCache({2.0!r}) accepted')

# %%
try:
    LRUCache(0.501)
except ValueError as e:
    assert str(e) == 'capacity must be a positive integer'
else:
    raise AssertionError(f'LRUCache({2.0!r}) accepted')

# %%
try:
    LRUCache(0.01)
except ValueError as e:
    assert str(e) == 'capacity must be a positive integer'
else:
    raise AssertionError(f'LRUCache({2.0!r}) accepted')

# %%
try:
    LRUCache(-0.499)
except ValueError as e:
    assert str(e) == 'capacity must be a positive integer'
else:
    raise AssertionError(f'LRUCache({2.0!r}) accepted')

# %%
try:
    LRUCache(0.0003)
except ValueError as e:
    assert str(e) == 'capacity must be a positive integer'
else:
    raise AssertionError(f'LRUCache({2.0!r}) accepted')

# %%
try:
    LRUCache(-0.001)
except ValueError as e:
    assert str(e) == 'capacity must be a positive integer'
else:
    raise AssertionError(f'LRUCache({2.0!r}) accepted')

# %%
try:
    LRUCache(1.0)
except ValueError as e:
    assert str(e) == 'capacity must be a positive integer'
else:
    raise AssertionError(f'LRUCache({2.0!r}) accepted')

# %%
try:
    LRUCache(0.5)
except ValueError as e:
    assert str(e) == 'capacity must be a positive integer'
else:
    raise AssertionError(f'LRUCache({2.0!r}) accepted')

# %%
try:
    LRUCache(-0.5)
except ValueError as e:
    assert str(e) == 'capacity must be a positive integer'
else:
    raise AssertionError(f'LRUCache({2.0!r}) accepted')

# %%
try:
    LRUCache('é')
except ValueError as e:
    assert str(e) == 'capacity must be a positive integer'
else:
    raise AssertionError(f"LRUCache({'3'!r}) accepted")

# %%
try:
    LRUCache('0')
except ValueError as e:
    assert str(e) == 'capacity must be a positive integer'
else:
    raise AssertionError(f"LRUCache({'3'!r}) accepted")

# %%
try:
    LRUCache('ß')
except ValueError as e:
    assert str(e) == 'capacity must be a positive integer'
else:
    raise AssertionError(f"LRUCache({'3'!r}) accepted")

# %%
try:
    LRUCache(' ')
except ValueError as e:
    assert str(e) == 'capacity must be a positive integer'
else:
    raise AssertionError(f"LRUCache({'3'!r}) accepted")

# %%
try:
    LRUCache('33 ')
except ValueError as e:
    assert str(e) == 'capacity must be a positive integer'
else:
    raise AssertionError(f"LRUCache({'3'!r}) accepted")

# %%
try:
    LRUCache('ß33')
except ValueError as e:
    assert str(e) == 'capacity must be a positive integer'
else:
    raise AssertionError(f"LRUCache({'3'!r}) accepted")

# %%
try:
    LRUCache(' 33')
except ValueError as e:
    assert str(e) == 'capacity must be a positive integer'
else:
    raise AssertionError(f"LRUCache({'3'!r}) accepted")

# %%
try:
    LRUCache('330')
except ValueError as e:
    assert str(e) == 'capacity must be a positive integer'
else:
    raise AssertionError(f"LRUCache({'3'!r}) accepted")

# %%
try:
    LRUCache('33é')
except ValueError as e:
    assert str(e) == 'capacity must be a positive integer'
else:
    raise AssertionError(f"LRUCache({'3'!r}) accepted")

# %%
try:
    LRUCache('333')
except ValueError as e:
    assert str(e) == 'capacity must be a positive integer'
else:
    raise AssertionError(f"LRUCache({'3'!r}) accepted")

# %%
try:
    LRUCache('3333')
except ValueError as e:
    assert str(e) == 'capacity must be a positive integer'
else:
    raise AssertionError(f"LRUCache({'3'!r}) accepted")

# %%
try:
    LRUCache(' 30')
except ValueError as e:
    assert str(e) == 'capacity must be a positive integer'
else:
    raise AssertionError(f"LRUCache({'3'!r}) accepted")

# %%
try:
    LRUCache('ß30')
except ValueError as e:
    assert str(e) == 'capacity must be a positive integer'
else:
    raise AssertionError(f"LRUCache({'3'!r}) accepted")

# %%
try:
    LRUCache('3030')
except ValueError as e:
    assert str(e) == 'capacity must be a positive integer'
else:
    raise AssertionError(f"LRUCache({'3'!r}) accepted")

# %%
try:
    LRUCache('03')
except ValueError as e:
    assert str(e) == 'capacity must be a positive integer'
else:
    raise AssertionError(f"LRUCache({'3'!r}) accepted")

# %%
try:
    LRUCache('300')
except ValueError as e:
    assert str(e) == 'capacity must be a positive integer'
else:
    raise AssertionError(f"LRUCache({'3'!r}) accepted")

# %%
try:
    LRUCache('30 ')
except ValueError as e:
    assert str(e) == 'capacity must be a positive integer'
else:
    raise AssertionError(f"LRUCache({'3'!r}) accepted")

# %%
try:
    LRUCache('30é')
except ValueError as e:
    assert str(e) == 'capacity must be a positive integer'
else:
    raise AssertionError(f"LRUCache({'3'!r}) accepted")

# %%
try:
    LRUCache('  3')
except ValueError as e:
    assert str(e) == 'capacity must be a positive integer'
else:
    raise AssertionError(f"LRUCache({'3'!r}) accepted")

# %%
try:
    LRUCache('ß 3')
except ValueError as e:
    assert str(e) == 'capacity must be a positive integer'
else:
    raise AssertionError(f"LRUCache({'3'!r}) accepted")

# %%
try:
    LRUCache(' 3 ')
except ValueError as e:
    assert str(e) == 'capacity must be a positive integer'
else:
    raise AssertionError(f"LRUCache({'3'!r}) accepted")

# %%
try:
    LRUCache(' 3 3')
except ValueError as e:
    assert str(e) == 'capacity must be a positive integer'
else:
    raise AssertionError(f"LRUCache({'3'!r}) accepted")

# %%
try:
    LRUCache(' 3é')
except ValueError as e:
    assert str(e) == 'capacity must be a positive integer'
else:
    raise AssertionError(f"LRUCache({'3'!r}) accepted")

# %%
try:
    LRUCache('3ß')
except ValueError as e:
    assert str(e) == 'capacity must be a positive integer'
else:
    raise AssertionError(f"LRUCache({'3'!r}) accepted")

# %%
try:
    LRUCache('ß3é')
except ValueError as e:
    assert str(e) == 'capacity must be a positive integer'
else:
    raise AssertionError(f"LRUCache({'3'!r}) accepted")

# %%
try:
    LRUCache('ß3ß3')
except ValueError as e:
    assert str(e) == 'capacity must be a positive integer'
else:
    raise AssertionError(f"LRUCache({'3'!r}) accepted")

# %%
try:
    LRUCache(' ß3')
except ValueError as e:
    assert str(e) == 'capacity must be a positive integer'
else:
    raise AssertionError(f"LRUCache({'3'!r}) accepted")

# %%
try:
    LRUCache('SS3')
except ValueError as e:
    assert str(e) == 'capacity must be a positive integer'
else:
    raise AssertionError(f"LRUCache({'3'!r}) accepted")

# %%
try:
    LRUCache('ß3 ')
except ValueError as e:
    assert str(e) == 'capacity must be a positive integer'
else:
    raise AssertionError(f"LRUCache({'3'!r}) accepted")

# %%
try:
    LRUCache('3é0')
except ValueError as e:
    assert str(e) == 'capacity must be a positive integer'
else:
    raise AssertionError(f"LRUCache({'3'!r}) accepted")

# %%
try:
    LRUCache('3É')
except ValueError as e:
    assert str(e) == 'capacity must be a positive integer'
else:
    raise AssertionError(f"LRUCache({'3'!r}) accepted")

# %%
try:
    LRUCache('é3')
except ValueError as e:
    assert str(e) == 'capacity must be a positive integer'
else:
    raise AssertionError(f"LRUCache({'3'!r}) accepted")

# %%
try:
    LRUCache('3é ')
except ValueError as e:
    assert str(e) == 'capacity must be a positive integer'
else:
    raise AssertionError(f"LRUCache({'3'!r}) accepted")

# %%
try:
    LRUCache('3é3é')
except ValueError as e:
    assert str(e) == 'capacity must be a positive integer'
else:
    raise AssertionError(f"LRUCache({'3'!r}) accepted")

# %%
try:
    LRUCache('3éé')
except ValueError as e:
    assert str(e) == 'capacity must be a positive integer'
else:
    raise AssertionError(f"LRUCache({'3'!r}) accepted")

# %%
try:
    LRUCache('3 é')
except ValueError as e:
    assert str(e) == 'capacity must be a positive integer'
else:
    raise AssertionError(f"LRUCache({'3'!r}) accepted")

# %%
try:
    LRUCache('3 3 ')
except ValueError as e:
    assert str(e) == 'capacity must be a positive integer'
else:
    raise AssertionError(f"LRUCache({'3'!r}) accepted")

# %%
try:
    LRUCache('3  ')
except ValueError as e:
    assert str(e) == 'capacity must be a positive integer'
else:
    raise AssertionError(f"LRUCache({'3'!r}) accepted")

# %%
try:
    LRUCache('3 0')
except ValueError as e:
    assert str(e) == 'capacity must be a positive integer'
else:
    raise AssertionError(f"LRUCache({'3'!r}) accepted")
