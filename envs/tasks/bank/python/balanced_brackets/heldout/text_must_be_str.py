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
    is_balanced(1000000)
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
    is_balanced(['(', '))'])
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
    is_balanced([')', ')'])
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
    is_balanced(['))', '('])
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
    is_balanced(['', ')', '', ')'])
except TypeError as e:
    assert str(e) == 'text must be a str'
else:
    raise AssertionError(f"no TypeError for {['(', ')']!r}")

# %%
try:
    is_balanced(['(', ')', '(', '(', ')', '('])
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
    is_balanced(['(', '))', '('])
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
    is_balanced(['(('])
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
    is_balanced(['(', ')', '(', ')', '(', ')', '(', ')'])
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
    is_balanced(['(', ')', '', '('])
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
    is_balanced(-41)
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
    is_balanced(500000)
except TypeError as e:
    assert str(e) == 'text must be a str'
else:
    raise AssertionError(f'no TypeError for {42!r}')

# %%
try:
    is_balanced(999999)
except TypeError as e:
    assert str(e) == 'text must be a str'
else:
    raise AssertionError(f'no TypeError for {42!r}')

# %%
try:
    is_balanced(-1000000)
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
    is_balanced(86)
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
    is_balanced(40)
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
    is_balanced(10)
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
