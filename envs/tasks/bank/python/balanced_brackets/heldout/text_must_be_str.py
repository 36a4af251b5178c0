# %%
try:
    is_balanced(None)
except TypeError as e:
    assert str(e) == 'text must be a str'
else:
    raise AssertionError(f'no TypeError for {None!r}')

# %%
try:
    is_balanced(['(', ')'])
except TypeError as e:
    assert str(e) == 'text must be a str'
else:
    raise AssertionError(f"no TypeError for {['(', ')']!r}")

# %%
try:
    is_balanced([')'])
except TypeError as e:
    assert str(e) == 'text must be a str'
else:
    raise AssertionError(f"no TypeError for {['(', ')']!r}")

# %%
try:
    is_balanced([')', '('])
except TypeError as e:
    assert str(e) == 'text must be a str'
else:
    raise AssertionError(f"no TypeError for {['(', ')']!r}")

# %%
try:
    is_balanced([])
except TypeError as e:
    assert str(e) == 'text must be a str'
else:
    raise AssertionError(f"no TypeError for {['(', ')']!r}")

# %%
try:
    is_balanced(['(', ')', '('])
except TypeError as e:
    assert str(e) == 'text must be a str'
else:
    raise AssertionError(f"no TypeError for {['(', ')']!r}")

# %%
try:
    is_balanced(['((', ')'])
except TypeError as e:
    assert str(e) == 'text must be a str'
else:
    raise AssertionError(f"no TypeError for {['(', ')']!r}")

# %%
try:
    is_balanced(['(', ')', '(', ')'])
except TypeError as e:
    assert str(e) == 'text must be a str'
else:
    raise AssertionError(f"no TypeError for {['(', ')']!r}")

# %%
try:
    is_balanced(['(', ')', ''])
except TypeError as e:
    assert str(e) == 'text must be a str'
else:
    raise AssertionError(f"no TypeError for {['(', ')']!r}")

# %%
try:
    is_balanced(['('])
except TypeError as e:
    assert str(e) == 'text must be a str'
else:
    raise AssertionError(f"no TypeError for {['(', ')']!r}")

# %%
try:
    is_balanced(42)
except TypeError as e:
    assert str(e) == 'text must be a str'
else:
    raise AssertionError(f'no TypeError for {42!r}')

# %%
try:
    is_balanced(84)
except TypeError as e:
    assert str(e) == 'text must be a str'
else:
    raise AssertionError(f'no TypeError for {42!r}')

# %%
try:
    is_balanced(-42)
except TypeError as e:
    assert str(e) == 'text must be a str'
else:
    raise AssertionError(f'no TypeError for {42!r}')

# %%
try:
    is_balanced(1000042)
except TypeError as e:
    assert str(e) == 'text must be a str'
else:
    raise AssertionError(f'no TypeError for {42!r}')

# %%
try:
    is_balanced(1)
except TypeError as e:
    assert str(e) == 'text must be a str'
else:
    raise AssertionError(f'no TypeError for {42!r}')

# %%
try:
    is_balanced(43)
except TypeError as e:
    assert str(e) == 'text must be a str'
else:
    raise AssertionError(f'no TypeError for {42!r}')

# %%
try:
    is_balanced(-1)
except TypeError as e:
    assert str(e) == 'text must be a str'
else:
    raise AssertionError(f'no TypeError for {42!r}')

# %%
try:
    is_balanced(41)
except TypeError as e:
    assert str(e) == 'text must be a str'
else:
    raise AssertionError(f'no TypeError for {42!r}')

# %%
try:
    is_balanced(7)
except TypeError as e:
    assert str(e) == 'text must be a str'
else:
    raise AssertionError(f'no TypeError for {42!r}')

# %%
try:
    is_balanced(0)
except TypeError as e:
    assert str(e) == 'text must be a str'
else:
    raise AssertionError(f'no TypeError for {42!r}')

# %%
try:
    is_balanced(21)
except TypeError as e:
    assert str(e) == 'text must be a str'
else:
    raise AssertionError(f'no TypeError for {42!r}')

# %%
try:
    is_balanced(['(', ''])
except TypeError as e:
    assert str(e) == 'text must be a str'
else:
    raise AssertionError(f"no TypeError for {['(', ')']!r}")

# %%
try:
    is_balanced(['))'])
except TypeError as e:
    assert str(e) == 'text must be a str'
else:
    raise AssertionError(f"no TypeError for {['(', ')']!r}")

# %%
try:
    is_balanced([')', ''])
except TypeError as e:
    assert str(e) == 'text must be a str'
else:
    raise AssertionError(f"no TypeError for {['(', ')']!r}")

# %%
try:
    is_balanced([''])
except TypeError as e:
    assert str(e) == 'text must be a str'
else:
    raise AssertionError(f"no TypeError for {['(', ')']!r}")

# %%
try:
    is_balanced(['', '('])
except TypeError as e:
    assert str(e) == 'text must be a str'
else:
    raise AssertionError(f"no TypeError for {['(', ')']!r}")

# %%
try:
    is_balanced([')', '(', ''])
except TypeError as e:
    assert str(e) == 'text must be a str'
else:
    raise AssertionError(f"no TypeError for {['(', ')']!r}")

# %%
try:
    is_balanced([')', '(', ')', '('])
except TypeError as e:
    assert str(e) == 'text must be a str'
else:
    raise AssertionError(f"no TypeError for {['(', ')']!r}")

# %%
try:
    is_balanced([')', '(', ')'])
except TypeError as e:
    assert str(e) == 'text must be a str'
else:
    raise AssertionError(f"no TypeError for {['(', ')']!r}")

# %%
try:
    is_balanced(())
except TypeError as e:
    assert str(e) == 'text must be a str'
else:
    raise AssertionError(f"no TypeError for {['(', ')']!r}")

# %%
try:
    is_balanced(['', ')', ''])
except TypeError as e:
    assert str(e) == 'text must be a str'
else:
    raise AssertionError(f"no TypeError for {['(', ')']!r}")

# %%
try:
    is_balanced(['', ')', '', ')'])
except TypeError as e:
    assert str(e) == 'text must be a str'
else:
    raise AssertionError(f"no TypeError for {['(', ')']!r}")

# %%
try:
    is_balanced(['(', ')', '(', ''])
except TypeError as e:
    assert str(e) == 'text must be a str'
else:
    raise AssertionError(f"no TypeError for {['(', ')']!r}")

# %%
try:
    is_balanced(['(', '(', ')'])
except TypeError as e:
    assert str(e) == 'text must be a str'
else:
    raise AssertionError(f"no TypeError for {['(', ')']!r}")

# %%
try:
    is_balanced(['(', ')', '(', '('])
except TypeError as e:
    assert str(e) == 'text must be a str'
else:
    raise AssertionError(f"no TypeError for {['(', ')']!r}")

# %%
try:
    is_balanced(['(', '', '('])
except TypeError as e:
    assert str(e) == 'text must be a str'
else:
    raise AssertionError(f"no TypeError for {['(', ')']!r}")

# %%
try:
    is_balanced([')', '(', '('])
except TypeError as e:
    assert str(e) == 'text must be a str'
else:
    raise AssertionError(f"no TypeError for {['(', ')']!r}")

# %%
try:
    is_balanced(['((((', ')'])
except TypeError as e:
    assert str(e) == 'text must be a str'
else:
    raise AssertionError(f"no TypeError for {['(', ')']!r}")

# %%
try:
    is_balanced([')', '(('])
except TypeError as e:
    assert str(e) == 'text must be a str'
else:
    raise AssertionError(f"no TypeError for {['(', ')']!r}")

# %%
try:
    is_balanced(['((', ')', '((', ')'])
except TypeError as e:
    assert str(e) == 'text must be a str'
else:
    raise AssertionError(f"no TypeError for {['(', ')']!r}")

# %%
try:
    is_balanced(['((', ')', '(('])
except TypeError as e:
    assert str(e) == 'text must be a str'
else:
    raise AssertionError(f"no TypeError for {['(', ')']!r}")

# %%
try:
    is_balanced(['(', '(', ')', ')'])
except TypeError as e:
    assert str(e) == 'text must be a str'
else:
    raise AssertionError(f"no TypeError for {['(', ')']!r}")

# %%
try:
    is_balanced(['(', ')', '(', ')', '('])
except TypeError as e:
    assert str(e) == 'text must be a str'
else:
    raise AssertionError(f"no TypeError for {['(', ')']!r}")

# %%
try:
    is_balanced(['(', ')', '', ')'])
except TypeError as e:
    assert str(e) == 'text must be a str'
else:
    raise AssertionError(f"no TypeError for {['(', ')']!r}")

# %%
try:
    is_balanced(['(', ')', '(', ')', ''])
except TypeError as e:
    assert str(e) == 'text must be a str'
else:
    raise AssertionError(f"no TypeError for {['(', ')']!r}")

# %%
try:
    is_balanced([')', ')', '(', '('])
except TypeError as e:
    assert str(e) == 'text must be a str'
else:
    raise AssertionError(f"no TypeError for {['(', ')']!r}")

# %%
try:
    is_balanced(['(', ')', '((', ')'])
except TypeError as e:
    assert str(e) == 'text must be a str'
else:
    raise AssertionError(f"no TypeError for {['(', ')']!r}")

# %%
try:
    is_balanced(['(', ')', '', ''])
except TypeError as e:
    assert str(e) == 'text must be a str'
else:
    raise AssertionError(f"no TypeError for {['(', ')']!r}")

# %%
try:
    is_balanced(['', '(', ')'])
except TypeError as e:
    assert str(e) == 'text must be a str'
else:
    raise AssertionError(f"no TypeError for {['(', ')']!r}")

# %%
try:
    is_balanced(['(', ')', '', '(', ')', ''])
except TypeError as e:
    assert str(e) == 'text must be a str'
else:
    raise AssertionError(f"no TypeError for {['(', ')']!r}")

# %%
try:
    is_balanced(['', ')', '('])
except TypeError as e:
    assert str(e) == 'text must be a str'
else:
    raise AssertionError(f"no TypeError for {['(', ')']!r}")

# %%
try:
    is_balanced(['(', '('])
except TypeError as e:
    assert str(e) == 'text must be a str'
else:
    raise AssertionError(f"no TypeError for {['(', ')']!r}")

# %%
try:
    is_balanced(168)
except TypeError as e:
    assert str(e) == 'text must be a str'
else:
    raise AssertionError(f'no TypeError for {42!r}')

# %%
try:
    is_balanced(-84)
except TypeError as e:
    assert str(e) == 'text must be a str'
else:
    raise AssertionError(f'no TypeError for {42!r}')

# %%
try:
    is_balanced(1000084)
except TypeError as e:
    assert str(e) == 'text must be a str'
else:
    raise AssertionError(f'no TypeError for {42!r}')

# %%
try:
    is_balanced(85)
except TypeError as e:
    assert str(e) == 'text must be a str'
else:
    raise AssertionError(f'no TypeError for {42!r}')

# %%
try:
    is_balanced(83)
except TypeError as e:
    assert str(e) == 'text must be a str'
else:
    raise AssertionError(f'no TypeError for {42!r}')

# %%
try:
    is_balanced(999958)
except TypeError as e:
    assert str(e) == 'text must be a str'
else:
    raise AssertionError(f'no TypeError for {42!r}')

# %%
try:
    is_balanced(-21)
except TypeError as e:
    assert str(e) == 'text must be a str'
else:
    raise AssertionError(f'no TypeError for {42!r}')

# %%
try:
    is_balanced(-43)
except TypeError as e:
    assert str(e) == 'text must be a str'
else:
    raise AssertionError(f'no TypeError for {42!r}')

# %%
try:
    is_balanced(-1000042)
except TypeError as e:
    assert str(e) == 'text must be a str'
else:
    raise AssertionError(f'no TypeError for {42!r}')

# %%
try:
    is_balanced(1000043)
except TypeError as e:
    assert str(e) == 'text must be a str'
else:
    raise AssertionError(f'no TypeError for {42!r}')

# %%
try:
    is_balanced(1000041)
except TypeError as e:
    assert str(e) == 'text must be a str'
else:
    raise AssertionError(f'no TypeError for {42!r}')

# %%
try:
    is_balanced(500021)
except TypeError as e:
    assert str(e) == 'text must be a str'
else:
    raise AssertionError(f'no TypeError for {42!r}')

# %%
try:
    is_balanced(2000042)
except TypeError as e:
    assert str(e) == 'text must be a str'
else:
    raise AssertionError(f'no TypeError for {42!r}')

# %%
try:
    is_balanced(1000001)
except TypeError as e:
    assert str(e) == 'text must be a str'
else:
    raise AssertionError(f'no TypeError for {42!r}')

# %%
try:
    is_balanced(2)
except TypeError as e:
    assert str(e) == 'text must be a str'
else:
    raise AssertionError(f'no TypeError for {42!r}')

# %%
try:
    is_balanced(44)
except TypeError as e:
    assert str(e) == 'text must be a str'
else:
    raise AssertionError(f'no TypeError for {42!r}')

# %%
try:
    is_balanced(-2)
except TypeError as e:
    assert str(e) == 'text must be a str'
else:
    raise AssertionError(f'no TypeError for {42!r}')

# %%
try:
    is_balanced(82)
except TypeError as e:
    assert str(e) == 'text must be a str'
else:
    raise AssertionError(f'no TypeError for {42!r}')

# %%
try:
    is_balanced(20)
except TypeError as e:
    assert str(e) == 'text must be a str'
else:
    raise AssertionError(f'no TypeError for {42!r}')

# %%
try:
    is_balanced(14)
except TypeError as e:
    assert str(e) == 'text must be a str'
else:
    raise AssertionError(f'no TypeError for {42!r}')

# %%
try:
    is_balanced(-7)
except TypeError as e:
    assert str(e) == 'text must be a str'
else:
    raise AssertionError(f'no TypeError for {42!r}')

# %%
try:
    is_balanced(8)
except TypeError as e:
    assert str(e) == 'text must be a str'
else:
    raise AssertionError(f'no TypeError for {42!r}')

# %%
try:
    is_balanced(1000007)
except TypeError as e:
    assert str(e) == 'text must be a str'
else:
    raise AssertionError(f'no TypeError for {42!r}')

# %%
try:
    is_balanced(6)
except TypeError as e:
    assert str(e) == 'text must be a str'
else:
    raise AssertionError(f'no TypeError for {42!r}')

# %%
try:
    is_balanced(3)
except TypeError as e:
    assert str(e) == 'text must be a str'
else:
    raise AssertionError(f'no TypeError for {42!r}')

# %%
try:
    is_balanced(1000000)
except TypeError as e:
    assert str(e) == 'text must be a str'
else:
    raise AssertionError(f'no TypeError for {42!r}')

# %%
try:
    is_balanced(1000021)
except TypeError as e:
    assert str(e) == 'text must be a str'
else:
    raise AssertionError(f'no TypeError for {42!r}')

# %%
try:
    is_balanced(22)
except TypeError as e:
    assert str(e) == 'text must be a str'
else:
    raise AssertionError(f'no TypeError for {42!r}')
