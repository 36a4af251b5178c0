# %%
try:
    fizzbuzz(3.0)
except TypeError as e:
    assert str(e) == 'n must be an int'
else:
    raise AssertionError(f'no TypeError for {3.0!r}')

# %%
try:
    fizzbuzz(-3.0)
except TypeError as e:
    assert str(e) == 'n must be an int'
else:
    raise AssertionError(f'no TypeError for {3.0!r}')

# %%
try:
    fizzbuzz(0.001)
except TypeError as e:
    assert str(e) == 'n must be an int'
else:
    raise AssertionError(f'no TypeError for {3.0!r}')

# %%
try:
    fizzbuzz(0.0)
except TypeError as e:
    assert str(e) == 'n must be an int'
else:
    raise AssertionError(f'no TypeError for {3.0!r}')

# %%
try:
    fizzbuzz(1.0)
except TypeError as e:
    assert str(e) == 'n must be an int'
else:
    raise AssertionError(f'no TypeError for {3.0!r}')

# %%
try:
    fizzbuzz(30.0)
except TypeError as e:
    assert str(e) == 'n must be an int'
else:
    raise AssertionError(f'no TypeError for {3.0!r}')

# %%
try:
    fizzbuzz(2.5)
except TypeError as e:
    assert str(e) == 'n must be an int'
else:
    raise AssertionError(f'no TypeError for {3.0!r}')

# %%
try:
    fizzbuzz('15')
except TypeError as e:
    assert str(e) == 'n must be an int'
else:
    raise AssertionError(f"no TypeError for {'15'!r}")

# %%
try:
    fizzbuzz('150')
except TypeError as e:
    assert str(e) == 'n must be an int'
else:
    raise AssertionError(f"no TypeError for {'15'!r}")

# %%
try:
    fizzbuzz('15 ')
except TypeError as e:
    assert str(e) == 'n must be an int'
else:
    raise AssertionError(f"no TypeError for {'15'!r}")

# %%
try:
    fizzbuzz('115')
except TypeError as e:
    assert str(e) == 'n must be an int'
else:
    raise AssertionError(f"no TypeError for {'15'!r}")

# %%
try:
    fizzbuzz('5')
except TypeError as e:
    assert str(e) == 'n must be an int'
else:
    raise AssertionError(f"no TypeError for {'15'!r}")

# %%
try:
    fizzbuzz('')
except TypeError as e:
    assert str(e) == 'n must be an int'
else:
    raise AssertionError(f"no TypeError for {'15'!r}")

# %%
try:
    fizzbuzz('15é')
except TypeError as e:
    assert str(e) == 'n must be an int'
else:
    raise AssertionError(f"no TypeError for {'15'!r}")

# %%
try:
    fizzbuzz('1')
except TypeError as e:
    assert str(e) == 'n must be an int'
else:
    raise AssertionError(f"no TypeError for {'15'!r}")

# %%
try:
    fizzbuzz(False)
except TypeError as e:
    assert str(e) == 'n must be an int'
else:
    raise AssertionError(f'no TypeError for {False!r}')

# %%
try:
    fizzbuzz(-3.5)
except TypeError as e:
    assert str(e) == 'n must be an int'
else:
    raise AssertionError(f'no TypeError for {3.0!r}')

# %%
try:
    fizzbuzz(-2.5)
except TypeError as e:
    assert str(e) == 'n must be an int'
else:
    raise AssertionError(f'no TypeError for {3.0!r}')

# %%
try:
    fizzbuzz(-30.0)
except TypeError as e:
    assert str(e) == 'n must be an int'
else:
    raise AssertionError(f'no TypeError for {3.0!r}')

# %%
try:
    fizzbuzz(0.01)
except TypeError as e:
    assert str(e) == 'n must be an int'
else:
    raise AssertionError(f'no TypeError for {3.0!r}')

# %%
try:
    fizzbuzz(0.0003)
except TypeError as e:
    assert str(e) == 'n must be an int'
else:
    raise AssertionError(f'no TypeError for {3.0!r}')

# %%
try:
    fizzbuzz(0.501)
except TypeError as e:
    assert str(e) == 'n must be an int'
else:
    raise AssertionError(f'no TypeError for {3.0!r}')

# %%
try:
    fizzbuzz(0.5)
except TypeError as e:
    assert str(e) == 'n must be an int'
else:
    raise AssertionError(f'no TypeError for {3.0!r}')

# %%
try:
    fizzbuzz(-0.5)
except TypeError as e:
    assert str(e) == 'n must be an int'
else:
    raise AssertionError(f'no TypeError for {3.0!r}')

# %%
try:
    fizzbuzz(10.0)
except TypeError as e:
    assert str(e) == 'n must be an int'
else:
    raise AssertionError(f'no TypeError for {3.0!r}')

# %%
try:
    fizzbuzz(1.5)
except TypeError as e:
    assert str(e) == 'n must be an int'
else:
    raise AssertionError(f'no TypeError for {3.0!r}')

# %%
try:
    fizzbuzz(1.1667)
except TypeError as e:
    assert str(e) == 'n must be an int'
else:
    raise AssertionError(f'no TypeError for {3.0!r}')

# %%
try:
    fizzbuzz(4.0)
except TypeError as e:
    assert str(e) == 'n must be an int'
else:
    raise AssertionError(f'no TypeError for {3.0!r}')

# %%
try:
    fizzbuzz(300.0)
except TypeError as e:
    assert str(e) == 'n must be an int'
else:
    raise AssertionError(f'no TypeError for {3.0!r}')

# %%
try:
    fizzbuzz(30.5)
except TypeError as e:
    assert str(e) == 'n must be an int'
else:
    raise AssertionError(f'no TypeError for {3.0!r}')

# %%
try:
    fizzbuzz(25.0)
except TypeError as e:
    assert str(e) == 'n must be an int'
else:
    raise AssertionError(f'no TypeError for {3.0!r}')

# %%
try:
    fizzbuzz(0.8333)
except TypeError as e:
    assert str(e) == 'n must be an int'
else:
    raise AssertionError(f'no TypeError for {3.0!r}')

# %%
try:
    fizzbuzz(2.0)
except TypeError as e:
    assert str(e) == 'n must be an int'
else:
    raise AssertionError(f'no TypeError for {3.0!r}')

# %%
try:
    fizzbuzz('150 ')
except TypeError as e:
    assert str(e) == 'n must be an int'
else:
    raise AssertionError(f"no TypeError for {'15'!r}")

# %%
try:
    fizzbuzz('051')
except TypeError as e:
    assert str(e) == 'n must be an int'
else:
    raise AssertionError(f"no TypeError for {'15'!r}")

# %%
try:
    fizzbuzz(' 150')
except TypeError as e:
    assert str(e) == 'n must be an int'
else:
    raise AssertionError(f"no TypeError for {'15'!r}")

# %%
try:
    fizzbuzz('1150')
except TypeError as e:
    assert str(e) == 'n must be an int'
else:
    raise AssertionError(f"no TypeError for {'15'!r}")

# %%
try:
    fizzbuzz('50')
except TypeError as e:
    assert str(e) == 'n must be an int'
else:
    raise AssertionError(f"no TypeError for {'15'!r}")

# %%
try:
    fizzbuzz('ß15 ')
except TypeError as e:
    assert str(e) == 'n must be an int'
else:
    raise AssertionError(f"no TypeError for {'15'!r}")

# %%
try:
    fizzbuzz('115 ')
except TypeError as e:
    assert str(e) == 'n must be an int'
else:
    raise AssertionError(f"no TypeError for {'15'!r}")

# %%
try:
    fizzbuzz('15 15 ')
except TypeError as e:
    assert str(e) == 'n must be an int'
else:
    raise AssertionError(f"no TypeError for {'15'!r}")

# %%
try:
    fizzbuzz(' 51')
except TypeError as e:
    assert str(e) == 'n must be an int'
else:
    raise AssertionError(f"no TypeError for {'15'!r}")

# %%
try:
    fizzbuzz(' 15 ')
except TypeError as e:
    assert str(e) == 'n must be an int'
else:
    raise AssertionError(f"no TypeError for {'15'!r}")

# %%
try:
    fizzbuzz('15 0')
except TypeError as e:
    assert str(e) == 'n must be an int'
else:
    raise AssertionError(f"no TypeError for {'15'!r}")

# %%
try:
    fizzbuzz('15151515')
except TypeError as e:
    assert str(e) == 'n must be an int'
else:
    raise AssertionError(f"no TypeError for {'15'!r}")

# %%
try:
    fizzbuzz('11515')
except TypeError as e:
    assert str(e) == 'n must be an int'
else:
    raise AssertionError(f"no TypeError for {'15'!r}")

# %%
try:
    fizzbuzz('515')
except TypeError as e:
    assert str(e) == 'n must be an int'
else:
    raise AssertionError(f"no TypeError for {'15'!r}")

# %%
try:
    fizzbuzz('ß1515')
except TypeError as e:
    assert str(e) == 'n must be an int'
else:
    raise AssertionError(f"no TypeError for {'15'!r}")

# %%
try:
    fizzbuzz(' 1515')
except TypeError as e:
    assert str(e) == 'n must be an int'
else:
    raise AssertionError(f"no TypeError for {'15'!r}")

# %%
try:
    fizzbuzz('ß115')
except TypeError as e:
    assert str(e) == 'n must be an int'
else:
    raise AssertionError(f"no TypeError for {'15'!r}")

# %%
try:
    fizzbuzz('11')
except TypeError as e:
    assert str(e) == 'n must be an int'
else:
    raise AssertionError(f"no TypeError for {'15'!r}")

# %%
try:
    fizzbuzz('1115')
except TypeError as e:
    assert str(e) == 'n must be an int'
else:
    raise AssertionError(f"no TypeError for {'15'!r}")

# %%
try:
    fizzbuzz('115é')
except TypeError as e:
    assert str(e) == 'n must be an int'
else:
    raise AssertionError(f"no TypeError for {'15'!r}")

# %%
try:
    fizzbuzz('5 ')
except TypeError as e:
    assert str(e) == 'n must be an int'
else:
    raise AssertionError(f"no TypeError for {'15'!r}")

# %%
try:
    fizzbuzz(' 5')
except TypeError as e:
    assert str(e) == 'n must be an int'
else:
    raise AssertionError(f"no TypeError for {'15'!r}")

# %%
try:
    fizzbuzz('5é')
except TypeError as e:
    assert str(e) == 'n must be an int'
else:
    raise AssertionError(f"no TypeError for {'15'!r}")

# %%
try:
    fizzbuzz('55')
except TypeError as e:
    assert str(e) == 'n must be an int'
else:
    raise AssertionError(f"no TypeError for {'15'!r}")

# %%
try:
    fizzbuzz('ß5')
except TypeError as e:
    assert str(e) == 'n must be an int'
else:
    raise AssertionError(f"no TypeError for {'15'!r}")

# %%
try:
    fizzbuzz('51 ')
except TypeError as e:
    assert str(e) == 'n must be an int'
else:
    raise AssertionError(f"no TypeError for {'15'!r}")

# %%
try:
    fizzbuzz('51é')
except TypeError as e:
    assert str(e) == 'n must be an int'
else:
    raise AssertionError(f"no TypeError for {'15'!r}")

# %%
try:
    fizzbuzz('551')
except TypeError as e:
    assert str(e) == 'n must be an int'
else:
    raise AssertionError(f"no TypeError for {'15'!r}")

# %%
try:
    fizzbuzz('ß51')
except TypeError as e:
    assert str(e) == 'n must be an int'
else:
    raise AssertionError(f"no TypeError for {'15'!r}")

# %%
try:
    fizzbuzz('0')
except TypeError as e:
    assert str(e) == 'n must be an int'
else:
    raise AssertionError(f"no TypeError for {'15'!r}")

# %%
try:
    fizzbuzz(' ')
except TypeError as e:
    assert str(e) == 'n must be an int'
else:
    raise AssertionError(f"no TypeError for {'15'!r}")

# %%
try:
    fizzbuzz('ß')
except TypeError as e:
    assert str(e) == 'n must be an int'
else:
    raise AssertionError(f"no TypeError for {'15'!r}")

# %%
try:
    fizzbuzz('é')
except TypeError as e:
    assert str(e) == 'n must be an int'
else:
    raise AssertionError(f"no TypeError for {'15'!r}")

# %%
try:
    fizzbuzz('é51')
except TypeError as e:
    assert str(e) == 'n must be an int'
else:
    raise AssertionError(f"no TypeError for {'15'!r}")

# %%
try:
    fizzbuzz('15é0')
except TypeError as e:
    assert str(e) == 'n must be an int'
else:
    raise AssertionError(f"no TypeError for {'15'!r}")

# %%
try:
    fizzbuzz('15é ')
except TypeError as e:
    assert str(e) == 'n must be an int'
else:
    raise AssertionError(f"no TypeError for {'15'!r}")

# %%
try:
    fizzbuzz('15É')
except TypeError as e:
    assert str(e) == 'n must be an int'
else:
    raise AssertionError(f"no TypeError for {'15'!r}")

# %%
try:
    fizzbuzz('15éé')
except TypeError as e:
    assert str(e) == 'n must be an int'
else:
    raise AssertionError(f"no TypeError for {'15'!r}")

# %%
try:
    fizzbuzz('ß 15')
except TypeError as e:
    assert str(e) == 'n must be an int'
else:
    raise AssertionError(f"no TypeError for {'15'!r}")

# %%
try:
    fizzbuzz(' 15é')
except TypeError as e:
    assert str(e) == 'n must be an int'
else:
    raise AssertionError(f"no TypeError for {'15'!r}")

# %%
try:
    fizzbuzz('  15')
except TypeError as e:
    assert str(e) == 'n must be an int'
else:
    raise AssertionError(f"no TypeError for {'15'!r}")

# %%
try:
    fizzbuzz('10')
except TypeError as e:
    assert str(e) == 'n must be an int'
else:
    raise AssertionError(f"no TypeError for {'15'!r}")

# %%
try:
    fizzbuzz('ß1')
except TypeError as e:
    assert str(e) == 'n must be an int'
else:
    raise AssertionError(f"no TypeError for {'15'!r}")

# %%
try:
    fizzbuzz('1é')
except TypeError as e:
    assert str(e) == 'n must be an int'
else:
    raise AssertionError(f"no TypeError for {'15'!r}")

# %%
try:
    fizzbuzz('SS15')
except TypeError as e:
    assert str(e) == 'n must be an int'
else:
    raise AssertionError(f"no TypeError for {'15'!r}")

# %%
try:
    fizzbuzz('ß150')
except TypeError as e:
    assert str(e) == 'n must be an int'
else:
    raise AssertionError(f"no TypeError for {'15'!r}")

# %%
try:
    fizzbuzz('51ß')
except TypeError as e:
    assert str(e) == 'n must be an int'
else:
    raise AssertionError(f"no TypeError for {'15'!r}")
