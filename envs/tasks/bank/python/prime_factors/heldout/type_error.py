# %%
try:
    prime_factors(2.5)
except TypeError as e:
    assert str(e) == 'n must be an integer', str(e)
else:
    raise AssertionError(f'no TypeError for {2.5!r}')

# %%
try:
    prime_factors(2.0)
except TypeError as e:
    assert str(e) == 'n must be an integer', str(e)
else:
    raise AssertionError(f'no TypeError for {2.5!r}')

# %%
try:
    prime_factors(0.001)
except TypeError as e:
    assert str(e) == 'n must be an integer', str(e)
else:
    raise AssertionError(f'no TypeError for {2.5!r}')

# %%
try:
    prime_factors(-2.5)
except TypeError as e:
    assert str(e) == 'n must be an integer', str(e)
else:
    raise AssertionError(f'no TypeError for {2.5!r}')

# %%
try:
    prime_factors(0.8333)
except TypeError as e:
    assert str(e) == 'n must be an integer', str(e)
else:
    raise AssertionError(f'no TypeError for {2.5!r}')

# %%
try:
    prime_factors(25.0)
except TypeError as e:
    assert str(e) == 'n must be an integer', str(e)
else:
    raise AssertionError(f'no TypeError for {2.5!r}')

# %%
try:
    prime_factors(0.0)
except TypeError as e:
    assert str(e) == 'n must be an integer', str(e)
else:
    raise AssertionError(f'no TypeError for {2.5!r}')

# %%
try:
    prime_factors(3.0)
except TypeError as e:
    assert str(e) == 'n must be an integer', str(e)
else:
    raise AssertionError(f'no TypeError for {2.5!r}')

# %%
try:
    prime_factors('8')
except TypeError as e:
    assert str(e) == 'n must be an integer', str(e)
else:
    raise AssertionError(f"no TypeError for {'8'!r}")

# %%
try:
    prime_factors('8é')
except TypeError as e:
    assert str(e) == 'n must be an integer', str(e)
else:
    raise AssertionError(f"no TypeError for {'8'!r}")

# %%
try:
    prime_factors('ß8')
except TypeError as e:
    assert str(e) == 'n must be an integer', str(e)
else:
    raise AssertionError(f"no TypeError for {'8'!r}")

# %%
try:
    prime_factors('80')
except TypeError as e:
    assert str(e) == 'n must be an integer', str(e)
else:
    raise AssertionError(f"no TypeError for {'8'!r}")

# %%
try:
    prime_factors('8 ')
except TypeError as e:
    assert str(e) == 'n must be an integer', str(e)
else:
    raise AssertionError(f"no TypeError for {'8'!r}")

# %%
try:
    prime_factors('88')
except TypeError as e:
    assert str(e) == 'n must be an integer', str(e)
else:
    raise AssertionError(f"no TypeError for {'8'!r}")

# %%
try:
    prime_factors(' 8')
except TypeError as e:
    assert str(e) == 'n must be an integer', str(e)
else:
    raise AssertionError(f"no TypeError for {'8'!r}")

# %%
try:
    prime_factors('')
except TypeError as e:
    assert str(e) == 'n must be an integer', str(e)
else:
    raise AssertionError(f"no TypeError for {'8'!r}")

# %%
try:
    prime_factors(True)
except TypeError as e:
    assert str(e) == 'n must be an integer', str(e)
else:
    raise AssertionError(f'no TypeError for {True!r}')

# %%
try:
    prime_factors(False)
except TypeError as e:
    assert str(e) == 'n must be an integer', str(e)
else:
    raise AssertionError(f'no TypeError for {True!r}')

# %%
try:
    prime_factors(None)
except TypeError as e:
    assert str(e) == 'n must be an integer', str(e)
else:
    raise AssertionError(f'no TypeError for {None!r}')

# %%
try:
    prime_factors(0.6667)
except TypeError as e:
    assert str(e) == 'n must be an integer', str(e)
else:
    raise AssertionError(f'no TypeError for {2.5!r}')

# %%
try:
    prime_factors(20.0)
except TypeError as e:
    assert str(e) == 'n must be an integer', str(e)
else:
    raise AssertionError(f'no TypeError for {2.5!r}')

# %%
try:
    prime_factors(1.5)
except TypeError as e:
    assert str(e) == 'n must be an integer', str(e)
else:
    raise AssertionError(f'no TypeError for {2.5!r}')

# %%
try:
    prime_factors(0.0003)
except TypeError as e:
    assert str(e) == 'n must be an integer', str(e)
else:
    raise AssertionError(f'no TypeError for {2.5!r}')

# %%
try:
    prime_factors(0.501)
except TypeError as e:
    assert str(e) == 'n must be an integer', str(e)
else:
    raise AssertionError(f'no TypeError for {2.5!r}')

# %%
try:
    prime_factors(-0.001)
except TypeError as e:
    assert str(e) == 'n must be an integer', str(e)
else:
    raise AssertionError(f'no TypeError for {2.5!r}')

# %%
try:
    prime_factors(-0.499)
except TypeError as e:
    assert str(e) == 'n must be an integer', str(e)
else:
    raise AssertionError(f'no TypeError for {2.5!r}')

# %%
try:
    prime_factors(-3.0)
except TypeError as e:
    assert str(e) == 'n must be an integer', str(e)
else:
    raise AssertionError(f'no TypeError for {2.5!r}')

# %%
try:
    prime_factors(-0.8333)
except TypeError as e:
    assert str(e) == 'n must be an integer', str(e)
else:
    raise AssertionError(f'no TypeError for {2.5!r}')

# %%
try:
    prime_factors(0.2778)
except TypeError as e:
    assert str(e) == 'n must be an integer', str(e)
else:
    raise AssertionError(f'no TypeError for {2.5!r}')

# %%
try:
    prime_factors(1.3333)
except TypeError as e:
    assert str(e) == 'n must be an integer', str(e)
else:
    raise AssertionError(f'no TypeError for {2.5!r}')

# %%
try:
    prime_factors(8.333)
except TypeError as e:
    assert str(e) == 'n must be an integer', str(e)
else:
    raise AssertionError(f'no TypeError for {2.5!r}')

# %%
try:
    prime_factors(0.33330000000000004)
except TypeError as e:
    assert str(e) == 'n must be an integer', str(e)
else:
    raise AssertionError(f'no TypeError for {2.5!r}')

# %%
try:
    prime_factors(250.0)
except TypeError as e:
    assert str(e) == 'n must be an integer', str(e)
else:
    raise AssertionError(f'no TypeError for {2.5!r}')

# %%
try:
    prime_factors(25.5)
except TypeError as e:
    assert str(e) == 'n must be an integer', str(e)
else:
    raise AssertionError(f'no TypeError for {2.5!r}')

# %%
try:
    prime_factors(24.5)
except TypeError as e:
    assert str(e) == 'n must be an integer', str(e)
else:
    raise AssertionError(f'no TypeError for {2.5!r}')

# %%
try:
    prime_factors(8.3333)
except TypeError as e:
    assert str(e) == 'n must be an integer', str(e)
else:
    raise AssertionError(f'no TypeError for {2.5!r}')

# %%
try:
    prime_factors(-0.5)
except TypeError as e:
    assert str(e) == 'n must be an integer', str(e)
else:
    raise AssertionError(f'no TypeError for {2.5!r}')

# %%
try:
    prime_factors(0.5)
except TypeError as e:
    assert str(e) == 'n must be an integer', str(e)
else:
    raise AssertionError(f'no TypeError for {2.5!r}')

# %%
try:
    prime_factors(1.0)
except TypeError as e:
    assert str(e) == 'n must be an integer', str(e)
else:
    raise AssertionError(f'no TypeError for {2.5!r}')

# %%
try:
    prime_factors(3.5)
except TypeError as e:
    assert str(e) == 'n must be an integer', str(e)
else:
    raise AssertionError(f'no TypeError for {2.5!r}')

# %%
try:
    prime_factors(30.0)
except TypeError as e:
    assert str(e) == 'n must be an integer', str(e)
else:
    raise AssertionError(f'no TypeError for {2.5!r}')

# %%
try:
    prime_factors('8É')
except TypeError as e:
    assert str(e) == 'n must be an integer', str(e)
else:
    raise AssertionError(f"no TypeError for {'8'!r}")

# %%
try:
    prime_factors('8é0')
except TypeError as e:
    assert str(e) == 'n must be an integer', str(e)
else:
    raise AssertionError(f"no TypeError for {'8'!r}")

# %%
try:
    prime_factors('8éé')
except TypeError as e:
    assert str(e) == 'n must be an integer', str(e)
else:
    raise AssertionError(f"no TypeError for {'8'!r}")

# %%
try:
    prime_factors('8é ')
except TypeError as e:
    assert str(e) == 'n must be an integer', str(e)
else:
    raise AssertionError(f"no TypeError for {'8'!r}")

# %%
try:
    prime_factors('8é8é')
except TypeError as e:
    assert str(e) == 'n must be an integer', str(e)
else:
    raise AssertionError(f"no TypeError for {'8'!r}")

# %%
try:
    prime_factors('88é')
except TypeError as e:
    assert str(e) == 'n must be an integer', str(e)
else:
    raise AssertionError(f"no TypeError for {'8'!r}")

# %%
try:
    prime_factors('é')
except TypeError as e:
    assert str(e) == 'n must be an integer', str(e)
else:
    raise AssertionError(f"no TypeError for {'8'!r}")

# %%
try:
    prime_factors('ß8é')
except TypeError as e:
    assert str(e) == 'n must be an integer', str(e)
else:
    raise AssertionError(f"no TypeError for {'8'!r}")

# %%
try:
    prime_factors(' 8é')
except TypeError as e:
    assert str(e) == 'n must be an integer', str(e)
else:
    raise AssertionError(f"no TypeError for {'8'!r}")

# %%
try:
    prime_factors('é8')
except TypeError as e:
    assert str(e) == 'n must be an integer', str(e)
else:
    raise AssertionError(f"no TypeError for {'8'!r}")

# %%
try:
    prime_factors('ß')
except TypeError as e:
    assert str(e) == 'n must be an integer', str(e)
else:
    raise AssertionError(f"no TypeError for {'8'!r}")

# %%
try:
    prime_factors('ß8ß8')
except TypeError as e:
    assert str(e) == 'n must be an integer', str(e)
else:
    raise AssertionError(f"no TypeError for {'8'!r}")

# %%
try:
    prime_factors('ß8 ')
except TypeError as e:
    assert str(e) == 'n must be an integer', str(e)
else:
    raise AssertionError(f"no TypeError for {'8'!r}")

# %%
try:
    prime_factors('8ß')
except TypeError as e:
    assert str(e) == 'n must be an integer', str(e)
else:
    raise AssertionError(f"no TypeError for {'8'!r}")

# %%
try:
    prime_factors('ßß8')
except TypeError as e:
    assert str(e) == 'n must be an integer', str(e)
else:
    raise AssertionError(f"no TypeError for {'8'!r}")

# %%
try:
    prime_factors('ß80')
except TypeError as e:
    assert str(e) == 'n must be an integer', str(e)
else:
    raise AssertionError(f"no TypeError for {'8'!r}")

# %%
try:
    prime_factors('Ss8')
except TypeError as e:
    assert str(e) == 'n must be an integer', str(e)
else:
    raise AssertionError(f"no TypeError for {'8'!r}")

# %%
try:
    prime_factors(' ß8')
except TypeError as e:
    assert str(e) == 'n must be an integer', str(e)
else:
    raise AssertionError(f"no TypeError for {'8'!r}")

# %%
try:
    prime_factors('80é')
except TypeError as e:
    assert str(e) == 'n must be an integer', str(e)
else:
    raise AssertionError(f"no TypeError for {'8'!r}")

# %%
try:
    prime_factors('880')
except TypeError as e:
    assert str(e) == 'n must be an integer', str(e)
else:
    raise AssertionError(f"no TypeError for {'8'!r}")

# %%
try:
    prime_factors('800')
except TypeError as e:
    assert str(e) == 'n must be an integer', str(e)
else:
    raise AssertionError(f"no TypeError for {'8'!r}")

# %%
try:
    prime_factors(' 80')
except TypeError as e:
    assert str(e) == 'n must be an integer', str(e)
else:
    raise AssertionError(f"no TypeError for {'8'!r}")

# %%
try:
    prime_factors('0')
except TypeError as e:
    assert str(e) == 'n must be an integer', str(e)
else:
    raise AssertionError(f"no TypeError for {'8'!r}")

# %%
try:
    prime_factors('8080')
except TypeError as e:
    assert str(e) == 'n must be an integer', str(e)
else:
    raise AssertionError(f"no TypeError for {'8'!r}")

# %%
try:
    prime_factors('08')
except TypeError as e:
    assert str(e) == 'n must be an integer', str(e)
else:
    raise AssertionError(f"no TypeError for {'8'!r}")

# %%
try:
    prime_factors('80 ')
except TypeError as e:
    assert str(e) == 'n must be an integer', str(e)
else:
    raise AssertionError(f"no TypeError for {'8'!r}")

# %%
try:
    prime_factors(' 8 ')
except TypeError as e:
    assert str(e) == 'n must be an integer', str(e)
else:
    raise AssertionError(f"no TypeError for {'8'!r}")

# %%
try:
    prime_factors('8 8 ')
except TypeError as e:
    assert str(e) == 'n must be an integer', str(e)
else:
    raise AssertionError(f"no TypeError for {'8'!r}")

# %%
try:
    prime_factors('8 0')
except TypeError as e:
    assert str(e) == 'n must be an integer', str(e)
else:
    raise AssertionError(f"no TypeError for {'8'!r}")

# %%
try:
    prime_factors('8  ')
except TypeError as e:
    assert str(e) == 'n must be an integer', str(e)
else:
    raise AssertionError(f"no TypeError for {'8'!r}")

# %%
try:
    prime_factors('88 ')
except TypeError as e:
    assert str(e) == 'n must be an integer', str(e)
else:
    raise AssertionError(f"no TypeError for {'8'!r}")

# %%
try:
    prime_factors('8 é')
except TypeError as e:
    assert str(e) == 'n must be an integer', str(e)
else:
    raise AssertionError(f"no TypeError for {'8'!r}")

# %%
try:
    prime_factors(' 88')
except TypeError as e:
    assert str(e) == 'n must be an integer', str(e)
else:
    raise AssertionError(f"no TypeError for {'8'!r}")

# %%
try:
    prime_factors('ß88')
except TypeError as e:
    assert str(e) == 'n must be an integer', str(e)
else:
    raise AssertionError(f"no TypeError for {'8'!r}")

# %%
try:
    prime_factors('888')
except TypeError as e:
    assert str(e) == 'n must be an integer', str(e)
else:
    raise AssertionError(f"no TypeError for {'8'!r}")

# %%
try:
    prime_factors('8888')
except TypeError as e:
    assert str(e) == 'n must be an integer', str(e)
else:
    raise AssertionError(f"no TypeError for {'8'!r}")

# %%
try:
    prime_factors('  8')
except TypeError as e:
    assert str(e) == 'n must be an integer', str(e)
else:
    raise AssertionError(f"no TypeError for {'8'!r}")

# %%
try:
    prime_factors(' 8 8')
except TypeError as e:
    assert str(e) == 'n must be an integer', str(e)
else:
    raise AssertionError(f"no TypeError for {'8'!r}")

# %%
try:
    prime_factors('ß 8')
except TypeError as e:
    assert str(e) == 'n must be an integer', str(e)
else:
    raise AssertionError(f"no TypeError for {'8'!r}")
