# %%
try:
    extract_hashtags(None)
except TypeError as e:
    assert str(e) == 'text must be a str'
else:
    raise AssertionError(f'no TypeError for {None!r}')

# %%
try:
    extract_hashtags(7)
except TypeError as e:
    assert str(e) == 'text must be a str'
else:
    raise AssertionError(f'no TypeError for {7!r}')

# %%
try:
    extract_hashtags(6)
except TypeError as e:
    assert str(e) == 'text must be a str'
else:
    raise AssertionError(f'no TypeError for {7!r}')

# %%
try:
    extract_hashtags(0)
except TypeError as e:
    assert str(e) == 'text must be a str'
else:
    raise AssertionError(f'no TypeError for {7!r}')

# %%
try:
    extract_hashtags(-7)
except TypeError as e:
    assert str(e) == 'text must be a str'
else:
    raise AssertionError(f'no TypeError for {7!r}')

# %%
try:
    extract_hashtags(8)
except TypeError as e:
    assert str(e) == 'text must be a str'
else:
    raise AssertionError(f'no TypeError for {7!r}')

# %%
try:
    extract_hashtags(1)
except TypeError as e:
    assert str(e) == 'text must be a str'
else:
    raise AssertionError(f'no TypeError for {7!r}')

# %%
try:
    extract_hashtags(14)
except TypeError as e:
    assert str(e) == 'text must be a str'
else:
    raise AssertionError(f'no TypeError for {7!r}')

# %%
try:
    extract_hashtags(3)
except TypeError as e:
    assert str(e) == 'text must be a str'
else:
    raise AssertionError(f'no TypeError for {7!r}')

# %%
try:
    extract_hashtags(-1)
except TypeError as e:
    assert str(e) == 'text must be a str'
else:
    raise AssertionError(f'no TypeError for {7!r}')

# %%
try:
    extract_hashtags(['#a'])
except TypeError as e:
    assert str(e) == 'text must be a str'
else:
    raise AssertionError(f"no TypeError for {['#a']!r}")

# %%
try:
    extract_hashtags(['#a', '#a'])
except TypeError as e:
    assert str(e) == 'text must be a str'
else:
    raise AssertionError(f"no TypeError for {['#a']!r}")

# %%
try:
    extract_hashtags([''])
except TypeError as e:
    assert str(e) == 'text must be a str'
else:
    raise AssertionError(f"no TypeError for {['#a']!r}")

# %%
try:
    extract_hashtags(['#a', ''])
except TypeError as e:
    assert str(e) == 'text must be a str'
else:
    raise AssertionError(f"no TypeError for {['#a']!r}")

# %%
try:
    extract_hashtags(['#A'])
except TypeError as e:
    assert str(e) == 'text must be a str'
else:
    raise AssertionError(f"no TypeError for {['#a']!r}")

# %%
try:
    extract_hashtags(5)
except TypeError as e:
    assert str(e) == 'text must be a str'
else:
    raise AssertionError(f'no TypeError for {7!r}')

# %%
try:
    extract_hashtags(12)
except TypeError as e:
    assert str(e) == 'text must be a str'
else:
    raise AssertionError(f'no TypeError for {7!r}')

# %%
try:
    extract_hashtags(-6)
except TypeError as e:
    assert str(e) == 'text must be a str'
else:
    raise AssertionError(f'no TypeError for {7!r}')

# %%
try:
    extract_hashtags(-4)
except TypeError as e:
    assert str(e) == 'text must be a str'
else:
    raise AssertionError(f'no TypeError for {7!r}')

# %%
try:
    extract_hashtags(-14)
except TypeError as e:
    assert str(e) == 'text must be a str'
else:
    raise AssertionError(f'no TypeError for {7!r}')

# %%
try:
    extract_hashtags(-8)
except TypeError as e:
    assert str(e) == 'text must be a str'
else:
    raise AssertionError(f'no TypeError for {7!r}')

# %%
try:
    extract_hashtags(9)
except TypeError as e:
    assert str(e) == 'text must be a str'
else:
    raise AssertionError(f'no TypeError for {7!r}')

# %%
try:
    extract_hashtags(4)
except TypeError as e:
    assert str(e) == 'text must be a str'
else:
    raise AssertionError(f'no TypeError for {7!r}')

# %%
try:
    extract_hashtags(2)
except TypeError as e:
    assert str(e) == 'text must be a str'
else:
    raise AssertionError(f'no TypeError for {7!r}')

# %%
try:
    extract_hashtags(13)
except TypeError as e:
    assert str(e) == 'text must be a str'
else:
    raise AssertionError(f'no TypeError for {7!r}')

# %%
try:
    extract_hashtags(-3)
except TypeError as e:
    assert str(e) == 'text must be a str'
else:
    raise AssertionError(f'no TypeError for {7!r}')

# %%
try:
    extract_hashtags(500000)
except TypeError as e:
    assert str(e) == 'text must be a str'
else:
    raise AssertionError(f'no TypeError for {7!r}')

# %%
try:
    extract_hashtags(999999)
except TypeError as e:
    assert str(e) == 'text must be a str'
else:
    raise AssertionError(f'no TypeError for {7!r}')

# %%
try:
    extract_hashtags(['#', '#a'])
except TypeError as e:
    assert str(e) == 'text must be a str'
else:
    raise AssertionError(f"no TypeError for {['#a']!r}")

# %%
try:
    extract_hashtags(['#a', '#a', ''])
except TypeError as e:
    assert str(e) == 'text must be a str'
else:
    raise AssertionError(f"no TypeError for {['#a']!r}")

# %%
try:
    extract_hashtags(['#a', '#a', '#a', '#a'])
except TypeError as e:
    assert str(e) == 'text must be a str'
else:
    raise AssertionError(f"no TypeError for {['#a']!r}")

# %%
try:
    extract_hashtags(['', '#a'])
except TypeError as e:
    assert str(e) == 'text must be a str'
else:
    raise AssertionError(f"no TypeError for {['#a']!r}")

# %%
try:
    extract_hashtags(['#a', '#a', '#a'])
except TypeError as e:
    assert str(e) == 'text must be a str'
else:
    raise AssertionError(f"no TypeError for {['#a']!r}")

# %%
try:
    extract_hashtags(['', ''])
except TypeError as e:
    assert str(e) == 'text must be a str'
else:
    raise AssertionError(f"no TypeError for {['#a']!r}")

# %%
try:
    extract_hashtags(['#a#a', '#a#a'])
except TypeError as e:
    assert str(e) == 'text must be a str'
else:
    raise AssertionError(f"no TypeError for {['#a']!r}")

# %%
try:
    extract_hashtags(['#A#A'])
except TypeError as e:
    assert str(e) == 'text must be a str'
else:
    raise AssertionError(f"no TypeError for {['#a']!r}")

# %%
try:
    extract_hashtags(['#a#a#a#a'])
except TypeError as e:
    assert str(e) == 'text must be a str'
else:
    raise AssertionError(f"no TypeError for {['#a']!r}")

# %%
try:
    extract_hashtags(['#a#a', ''])
except TypeError as e:
    assert str(e) == 'text must be a str'
else:
    raise AssertionError(f"no TypeError for {['#a']!r}")

# %%
try:
    extract_hashtags(['#', '#'])
except TypeError as e:
    assert str(e) == 'text must be a str'
else:
    raise AssertionError(f"no TypeError for {['#a']!r}")

# %%
try:
    extract_hashtags(['#', ''])
except TypeError as e:
    assert str(e) == 'text must be a str'
else:
    raise AssertionError(f"no TypeError for {['#a']!r}")

# %%
try:
    extract_hashtags(['#A', ''])
except TypeError as e:
    assert str(e) == 'text must be a str'
else:
    raise AssertionError(f"no TypeError for {['#a']!r}")

# %%
try:
    extract_hashtags(['#a', '', '#a'])
except TypeError as e:
    assert str(e) == 'text must be a str'
else:
    raise AssertionError(f"no TypeError for {['#a']!r}")

# %%
try:
    extract_hashtags(['#a', '', ''])
except TypeError as e:
    assert str(e) == 'text must be a str'
else:
    raise AssertionError(f"no TypeError for {['#a']!r}")

# %%
try:
    extract_hashtags(['#A', '#A'])
except TypeError as e:
    assert str(e) == 'text must be a str'
else:
    raise AssertionError(f"no TypeError for {['#a']!r}")

# %%
try:
    extract_hashtags(11)
except TypeError as e:
    assert str(e) == 'text must be a str'
else:
    raise AssertionError(f'no TypeError for {7!r}')

# %%
try:
    extract_hashtags(-15)
except TypeError as e:
    assert str(e) == 'text must be a str'
else:
    raise AssertionError(f'no TypeError for {7!r}')

# %%
try:
    extract_hashtags(-9)
except TypeError as e:
    assert str(e) == 'text must be a str'
else:
    raise AssertionError(f'no TypeError for {7!r}')

# %%
try:
    extract_hashtags(-16)
except TypeError as e:
    assert str(e) == 'text must be a str'
else:
    raise AssertionError(f'no TypeError for {7!r}')

# %%
try:
    extract_hashtags(-13)
except TypeError as e:
    assert str(e) == 'text must be a str'
else:
    raise AssertionError(f'no TypeError for {7!r}')

# %%
try:
    extract_hashtags(-28)
except TypeError as e:
    assert str(e) == 'text must be a str'
else:
    raise AssertionError(f'no TypeError for {7!r}')

# %%
try:
    extract_hashtags(-500000)
except TypeError as e:
    assert str(e) == 'text must be a str'
else:
    raise AssertionError(f'no TypeError for {7!r}')

# %%
try:
    extract_hashtags(500001)
except TypeError as e:
    assert str(e) == 'text must be a str'
else:
    raise AssertionError(f'no TypeError for {7!r}')

# %%
try:
    extract_hashtags(499999)
except TypeError as e:
    assert str(e) == 'text must be a str'
else:
    raise AssertionError(f'no TypeError for {7!r}')

# %%
try:
    extract_hashtags(-999999)
except TypeError as e:
    assert str(e) == 'text must be a str'
else:
    raise AssertionError(f'no TypeError for {7!r}')

# %%
try:
    extract_hashtags(['#A', '#a', '#A', '#a'])
except TypeError as e:
    assert str(e) == 'text must be a str'
else:
    raise AssertionError(f"no TypeError for {['#a']!r}")

# %%
try:
    extract_hashtags(['#A', '#a', ''])
except TypeError as e:
    assert str(e) == 'text must be a str'
else:
    raise AssertionError(f"no TypeError for {['#a']!r}")

# %%
try:
    extract_hashtags(['#', '#a', '#'])
except TypeError as e:
    assert str(e) == 'text must be a str'
else:
    raise AssertionError(f"no TypeError for {['#a']!r}")

# %%
try:
    extract_hashtags(['##', '#a'])
except TypeError as e:
    assert str(e) == 'text must be a str'
else:
    raise AssertionError(f"no TypeError for {['#a']!r}")

# %%
try:
    extract_hashtags(['#a#a', '#a', '#a#a'])
except TypeError as e:
    assert str(e) == 'text must be a str'
else:
    raise AssertionError(f"no TypeError for {['#a']!r}")

# %%
try:
    extract_hashtags(['#a', '#a', '#a', '#a', '#a'])
except TypeError as e:
    assert str(e) == 'text must be a str'
else:
    raise AssertionError(f"no TypeError for {['#a']!r}")

# %%
try:
    extract_hashtags(['#a', '#a', '#a', '#'])
except TypeError as e:
    assert str(e) == 'text must be a str'
else:
    raise AssertionError(f"no TypeError for {['#a']!r}")

# %%
try:
    extract_hashtags(['', '#a', '', '#a'])
except TypeError as e:
    assert str(e) == 'text must be a str'
else:
    raise AssertionError(f"no TypeError for {['#a']!r}")

# %%
try:
    extract_hashtags(['#a', '#a', '#a', '#a', '#a', '#a'])
except TypeError as e:
    assert str(e) == 'text must be a str'
else:
    raise AssertionError(f"no TypeError for {['#a']!r}")

# %%
try:
    extract_hashtags(['', '', ''])
except TypeError as e:
    assert str(e) == 'text must be a str'
else:
    raise AssertionError(f"no TypeError for {['#a']!r}")

# %%
try:
    extract_hashtags(['#A#A#A#A'])
except TypeError as e:
    assert str(e) == 'text must be a str'
else:
    raise AssertionError(f"no TypeError for {['#a']!r}")

# %%
try:
    extract_hashtags(['#a#a#a#a', '#a#a#a#a'])
except TypeError as e:
    assert str(e) == 'text must be a str'
else:
    raise AssertionError(f"no TypeError for {['#a']!r}")

# %%
try:
    extract_hashtags(['#a#a#a#a#a#a#a#a'])
except TypeError as e:
    assert str(e) == 'text must be a str'
else:
    raise AssertionError(f"no TypeError for {['#a']!r}")

# %%
try:
    extract_hashtags(['', '#a#a'])
except TypeError as e:
    assert str(e) == 'text must be a str'
else:
    raise AssertionError(f"no TypeError for {['#a']!r}")

# %%
try:
    extract_hashtags(['####'])
except TypeError as e:
    assert str(e) == 'text must be a str'
else:
    raise AssertionError(f"no TypeError for {['#a']!r}")

# %%
try:
    extract_hashtags(['#', '##'])
except TypeError as e:
    assert str(e) == 'text must be a str'
else:
    raise AssertionError(f"no TypeError for {['#a']!r}")

# %%
try:
    extract_hashtags(['#', '#', '#'])
except TypeError as e:
    assert str(e) == 'text must be a str'
else:
    raise AssertionError(f"no TypeError for {['#a']!r}")

# %%
try:
    extract_hashtags(['#', '', '#'])
except TypeError as e:
    assert str(e) == 'text must be a str'
else:
    raise AssertionError(f"no TypeError for {['#a']!r}")

# %%
try:
    extract_hashtags(['', '#'])
except TypeError as e:
    assert str(e) == 'text must be a str'
else:
    raise AssertionError(f"no TypeError for {['#a']!r}")

# %%
try:
    extract_hashtags(['#a', '#a', '', ''])
except TypeError as e:
    assert str(e) == 'text must be a str'
else:
    raise AssertionError(f"no TypeError for {['#a']!r}")

# %%
try:
    extract_hashtags(['#a', '', '#a', '', '#a', '', '#a', ''])
except TypeError as e:
    assert str(e) == 'text must be a str'
else:
    raise AssertionError(f"no TypeError for {['#a']!r}")

# %%
try:
    extract_hashtags(['#A', '', '#A'])
except TypeError as e:
    assert str(e) == 'text must be a str'
else:
    raise AssertionError(f"no TypeError for {['#a']!r}")

# %%
try:
    extract_hashtags(['#a', '', '', '#a'])
except TypeError as e:
    assert str(e) == 'text must be a str'
else:
    raise AssertionError(f"no TypeError for {['#a']!r}")

# %%
try:
    extract_hashtags(['#', '', ''])
except TypeError as e:
    assert str(e) == 'text must be a str'
else:
    raise AssertionError(f"no TypeError for {['#a']!r}")

# %%
try:
    extract_hashtags(['#A', '#A', '#A'])
except TypeError as e:
    assert str(e) == 'text must be a str'
else:
    raise AssertionError(f"no TypeError for {['#a']!r}")

# %%
try:
    extract_hashtags(['#A', '#A', ''])
except TypeError as e:
    assert str(e) == 'text must be a str'
else:
    raise AssertionError(f"no TypeError for {['#a']!r}")
