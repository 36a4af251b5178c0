# %%
try:
    count_vowels(5)
except TypeError as e:
    assert str(e) == 'text must be a str'
else:
    raise AssertionError(f'no TypeError for {5!r}')

# %%
try:
    count_vowels(0)
except TypeError as e:
    assert str(e) == 'text must be a str'
else:
    raise AssertionError(f'no TypeError for {5!r}')

# %%
try:
    count_vowels(1000000)
except TypeError as e:
    assert str(e) == 'text must be a str'
else:
    raise AssertionError(f'no TypeError for {5!r}')

# %%
try:
    count_vowels(7)
except TypeError as e:
    assert str(e) == 'text must be a str'
else:
    raise AssertionError(f'no TypeError for {5!r}')

# %%
try:
    count_vowels(6)
except TypeError as e:
    assert str(e) == 'text must be a str'
else:
    raise AssertionError(f'no TypeError for {5!r}')

# %%
try:
    count_vowels(1)
except TypeError as e:
    assert str(e) == 'text must be a str'
else:
    raise AssertionError(f'no TypeError for {5!r}')

# %%
try:
    count_vowels(2)
except TypeError as e:
    assert str(e) == 'text must be a str'
else:
    raise AssertionError(f'no TypeError for {5!r}')

# %%
try:
    count_vowels(10)
except TypeError as e:
    assert str(e) == 'text must be a str'
else:
    raise AssertionError(f'no TypeError for {5!r}')

# %%
try:
    count_vowels(-5)
except TypeError as e:
    assert str(e) == 'text must be a str'
else:
    raise AssertionError(f'no TypeError for {5!r}')

# %%
try:
    count_vowels(4)
except TypeError as e:
    assert str(e) == 'text must be a str'
else:
    raise AssertionError(f'no TypeError for {5!r}')

# %%
try:
    count_vowels(-1)
except TypeError as e:
    assert str(e) == 'text must be a str'
else:
    raise AssertionError(f'no TypeError for {5!r}')

# %%
try:
    count_vowels(None)
except TypeError as e:
    assert str(e) == 'text must be a str'
else:
    raise AssertionError(f'no TypeError for {None!r}')

# %%
try:
    count_vowels(['a', 'e'])
except TypeError as e:
    assert str(e) == 'text must be a str'
else:
    raise AssertionError(f"no TypeError for {['a', 'e']!r}")

# %%
try:
    count_vowels(['', 'e'])
except TypeError as e:
    assert str(e) == 'text must be a str'
else:
    raise AssertionError(f"no TypeError for {['a', 'e']!r}")

# %%
try:
    count_vowels(['aa', 'e'])
except TypeError as e:
    assert str(e) == 'text must be a str'
else:
    raise AssertionError(f"no TypeError for {['a', 'e']!r}")

# %%
try:
    count_vowels(['A', 'e'])
except TypeError as e:
    assert str(e) == 'text must be a str'
else:
    raise AssertionError(f"no TypeError for {['a', 'e']!r}")

# %%
try:
    count_vowels(['a'])
except TypeError as e:
    assert str(e) == 'text must be a str'
else:
    raise AssertionError(f"no TypeError for {['a', 'e']!r}")

# %%
try:
    count_vowels(['a', 'e', 'a'])
except TypeError as e:
    assert str(e) == 'text must be a str'
else:
    raise AssertionError(f"no TypeError for {['a', 'e']!r}")

# %%
try:
    count_vowels(['e', 'a'])
except TypeError as e:
    assert str(e) == 'text must be a str'
else:
    raise AssertionError(f"no TypeError for {['a', 'e']!r}")

# %%
try:
    count_vowels(['a', 'e', 'a', 'e'])
except TypeError as e:
    assert str(e) == 'text must be a str'
else:
    raise AssertionError(f"no TypeError for {['a', 'e']!r}")

# %%
try:
    count_vowels(500000)
except TypeError as e:
    assert str(e) == 'text must be a str'
else:
    raise AssertionError(f'no TypeError for {5!r}')

# %%
try:
    count_vowels(-1000000)
except TypeError as e:
    assert str(e) == 'text must be a str'
else:
    raise AssertionError(f'no TypeError for {5!r}')

# %%
try:
    count_vowels(999999)
except TypeError as e:
    assert str(e) == 'text must be a str'
else:
    raise AssertionError(f'no TypeError for {5!r}')

# %%
try:
    count_vowels(-7)
except TypeError as e:
    assert str(e) == 'text must be a str'
else:
    raise AssertionError(f'no TypeError for {5!r}')

# %%
try:
    count_vowels(3)
except TypeError as e:
    assert str(e) == 'text must be a str'
else:
    raise AssertionError(f'no TypeError for {5!r}')

# %%
try:
    count_vowels(8)
except TypeError as e:
    assert str(e) == 'text must be a str'
else:
    raise AssertionError(f'no TypeError for {5!r}')

# %%
try:
    count_vowels(14)
except TypeError as e:
    assert str(e) == 'text must be a str'
else:
    raise AssertionError(f'no TypeError for {5!r}')

# %%
try:
    count_vowels(-6)
except TypeError as e:
    assert str(e) == 'text must be a str'
else:
    raise AssertionError(f'no TypeError for {5!r}')

# %%
try:
    count_vowels(-2)
except TypeError as e:
    assert str(e) == 'text must be a str'
else:
    raise AssertionError(f'no TypeError for {5!r}')

# %%
try:
    count_vowels(-10)
except TypeError as e:
    assert str(e) == 'text must be a str'
else:
    raise AssertionError(f'no TypeError for {5!r}')

# %%
try:
    count_vowels(11)
except TypeError as e:
    assert str(e) == 'text must be a str'
else:
    raise AssertionError(f'no TypeError for {5!r}')

# %%
try:
    count_vowels(9)
except TypeError as e:
    assert str(e) == 'text must be a str'
else:
    raise AssertionError(f'no TypeError for {5!r}')

# %%
try:
    count_vowels(20)
except TypeError as e:
    assert str(e) == 'text must be a str'
else:
    raise AssertionError(f'no TypeError for {5!r}')

# %%
try:
    count_vowels(-4)
except TypeError as e:
    assert str(e) == 'text must be a str'
else:
    raise AssertionError(f'no TypeError for {5!r}')

# %%
try:
    count_vowels(-3)
except TypeError as e:
    assert str(e) == 'text must be a str'
else:
    raise AssertionError(f'no TypeError for {5!r}')

# %%
try:
    count_vowels([''])
except TypeError as e:
    assert str(e) == 'text must be a str'
else:
    raise AssertionError(f"no TypeError for {['a', 'e']!r}")

# %%
try:
    count_vowels(['E'])
except TypeError as e:
    assert str(e) == 'text must be a str'
else:
    raise AssertionError(f"no TypeError for {['a', 'e']!r}")

# %%
try:
    count_vowels(['ee'])
except TypeError as e:
    assert str(e) == 'text must be a str'
else:
    raise AssertionError(f"no TypeError for {['a', 'e']!r}")

# %%
try:
    count_vowels(['e', 'e'])
except TypeError as e:
    assert str(e) == 'text must be a str'
else:
    raise AssertionError(f"no TypeError for {['a', 'e']!r}")

# %%
try:
    count_vowels(['e', ''])
except TypeError as e:
    assert str(e) == 'text must be a str'
else:
    raise AssertionError(f"no TypeError for {['a', 'e']!r}")

# %%
try:
    count_vowels(['', ''])
except TypeError as e:
    assert str(e) == 'text must be a str'
else:
    raise AssertionError(f"no TypeError for {['a', 'e']!r}")

# %%
try:
    count_vowels(['', 'e', '', 'e'])
except TypeError as e:
    assert str(e) == 'text must be a str'
else:
    raise AssertionError(f"no TypeError for {['a', 'e']!r}")

# %%
try:
    count_vowels(['', 'ee'])
except TypeError as e:
    assert str(e) == 'text must be a str'
else:
    raise AssertionError(f"no TypeError for {['a', 'e']!r}")

# %%
try:
    count_vowels(['', 'E'])
except TypeError as e:
    assert str(e) == 'text must be a str'
else:
    raise AssertionError(f"no TypeError for {['a', 'e']!r}")

# %%
try:
    count_vowels(['e', 'aa'])
except TypeError as e:
    assert str(e) == 'text must be a str'
else:
    raise AssertionError(f"no TypeError for {['a', 'e']!r}")

# %%
try:
    count_vowels(['aa'])
except TypeError as e:
    assert str(e) == 'text must be a str'
else:
    raise AssertionError(f"no TypeError for {['a', 'e']!r}")

# %%
try:
    count_vowels(['aa', 'e', 'aa', 'e'])
except TypeError as e:
    assert str(e) == 'text must be a str'
else:
    raise AssertionError(f"no TypeError for {['a', 'e']!r}")

# %%
try:
    count_vowels(['aa', 'e', 'aa'])
except TypeError as e:
    assert str(e) == 'text must be a str'
else:
    raise AssertionError(f"no TypeError for {['a', 'e']!r}")

# %%
try:
    count_vowels(['A', 'e', ''])
except TypeError as e:
    assert str(e) == 'text must be a str'
else:
    raise AssertionError(f"no TypeError for {['a', 'e']!r}")

# %%
try:
    count_vowels(['A', 'e', 'A', 'e'])
except TypeError as e:
    assert str(e) == 'text must be a str'
else:
    raise AssertionError(f"no TypeError for {['a', 'e']!r}")

# %%
try:
    count_vowels(['e', 'A'])
except TypeError as e:
    assert str(e) == 'text must be a str'
else:
    raise AssertionError(f"no TypeError for {['a', 'e']!r}")

# %%
try:
    count_vowels(['A'])
except TypeError as e:
    assert str(e) == 'text must be a str'
else:
    raise AssertionError(f"no TypeError for {['a', 'e']!r}")

# %%
try:
    count_vowels(['A', 'e', 'A'])
except TypeError as e:
    assert str(e) == 'text must be a str'
else:
    raise AssertionError(f"no TypeError for {['a', 'e']!r}")

# %%
try:
    count_vowels(['A', 'ee'])
except TypeError as e:
    assert str(e) == 'text must be a str'
else:
    raise AssertionError(f"no TypeError for {['a', 'e']!r}")

# %%
try:
    count_vowels(['A', ''])
except TypeError as e:
    assert str(e) == 'text must be a str'
else:
    raise AssertionError(f"no TypeError for {['a', 'e']!r}")

# %%
try:
    count_vowels(())
except TypeError as e:
    assert str(e) == 'text must be a str'
else:
    raise AssertionError(f"no TypeError for {['a', 'e']!r}")

# %%
try:
    count_vowels(['a', 'E', ''])
except TypeError as e:
    assert str(e) == 'text must be a str'
else:
    raise AssertionError(f"no TypeError for {['a', 'e']!r}")

# %%
try:
    count_vowels(['a', '', ''])
except TypeError as e:
    assert str(e) == 'text must be a str'
else:
    raise AssertionError(f"no TypeError for {['a', 'e']!r}")

# %%
try:
    count_vowels(['', 'e', 'a'])
except TypeError as e:
    assert str(e) == 'text must be a str'
else:
    raise AssertionError(f"no TypeError for {['a', 'e']!r}")

# %%
try:
    count_vowels(['a', 'ee', ''])
except TypeError as e:
    assert str(e) == 'text must be a str'
else:
    raise AssertionError(f"no TypeError for {['a', 'e']!r}")

# %%
try:
    count_vowels(['a', 'e', '', ''])
except TypeError as e:
    assert str(e) == 'text must be a str'
else:
    raise AssertionError(f"no TypeError for {['a', 'e']!r}")

# %%
try:
    count_vowels(['a', 'a'])
except TypeError as e:
    assert str(e) == 'text must be a str'
else:
    raise AssertionError(f"no TypeError for {['a', 'e']!r}")

# %%
try:
    count_vowels(['a', ''])
except TypeError as e:
    assert str(e) == 'text must be a str'
else:
    raise AssertionError(f"no TypeError for {['a', 'e']!r}")

# %%
try:
    count_vowels(['a', 'a', 'e'])
except TypeError as e:
    assert str(e) == 'text must be a str'
else:
    raise AssertionError(f"no TypeError for {['a', 'e']!r}")

# %%
try:
    count_vowels(['a', 'e', 'a', 'a'])
except TypeError as e:
    assert str(e) == 'text must be a str'
else:
    raise AssertionError(f"no TypeError for {['a', 'e']!r}")

# %%
try:
    count_vowels(['a', 'e', 'a', 'a', 'e', 'a'])
except TypeError as e:
    assert str(e) == 'text must be a str'
else:
    raise AssertionError(f"no TypeError for {['a', 'e']!r}")

# %%
try:
    count_vowels(['a', 'E', 'a'])
except TypeError as e:
    assert str(e) == 'text must be a str'
else:
    raise AssertionError(f"no TypeError for {['a', 'e']!r}")

# %%
try:
    count_vowels(['a', '', 'a'])
except TypeError as e:
    assert str(e) == 'text must be a str'
else:
    raise AssertionError(f"no TypeError for {['a', 'e']!r}")

# %%
try:
    count_vowels(['a', 'e', 'a', ''])
except TypeError as e:
    assert str(e) == 'text must be a str'
else:
    raise AssertionError(f"no TypeError for {['a', 'e']!r}")

# %%
try:
    count_vowels(['', 'a'])
except TypeError as e:
    assert str(e) == 'text must be a str'
else:
    raise AssertionError(f"no TypeError for {['a', 'e']!r}")

# %%
try:
    count_vowels(['e', 'a', 'e', 'a'])
except TypeError as e:
    assert str(e) == 'text must be a str'
else:
    raise AssertionError(f"no TypeError for {['a', 'e']!r}")

# %%
try:
    count_vowels(['e', 'a', 'e'])
except TypeError as e:
    assert str(e) == 'text must be a str'
else:
    raise AssertionError(f"no TypeError for {['a', 'e']!r}")

# %%
try:
    count_vowels(['ee', 'a'])
except TypeError as e:
    assert str(e) == 'text must be a str'
else:
    raise AssertionError(f"no TypeError for {['a', 'e']!r}")

# %%
try:
    count_vowels(['E', 'a'])
except TypeError as e:
    assert str(e) == 'text must be a str'
else:
    raise AssertionError(f"no TypeError for {['a', 'e']!r}")

# %%
try:
    count_vowels(['A', 'e', 'a', 'e'])
except TypeError as e:
    assert str(e) == 'text must be a str'
else:
    raise AssertionError(f"no TypeError for {['a', 'e']!r}")

# %%
try:
    count_vowels(['', 'e', 'a', 'e'])
except TypeError as e:
    assert str(e) == 'text must be a str'
else:
    raise AssertionError(f"no TypeError for {['a', 'e']!r}")

# %%
try:
    count_vowels(['aa', 'e', 'a', 'e'])
except TypeError as e:
    assert str(e) == 'text must be a str'
else:
    raise AssertionError(f"no TypeError for {['a', 'e']!r}")

# %%
try:
    count_vowels(['e', 'e', 'a', 'a'])
except TypeError as e:
    assert str(e) == 'text must be a str'
else:
    raise AssertionError(f"no TypeError for {['a', 'e']!r}")

# %%
try:
    count_vowels(['a', 'e', 'a', 'e', 'a', 'e', 'a', 'e'])
except TypeError as e:
    assert str(e) == 'text must be a str'
else:
    raise AssertionError(f"no TypeError for {['a', 'e']!r}")

# %%
try:
    count_vowels(['a', 'e', 'a', 'e', 'a'])
except TypeError as e:
    assert str(e) == 'text must be a str'
else:
    raise AssertionError(f"no TypeError for {['a', 'e']!r}")
