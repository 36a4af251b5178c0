# %%
try:
    title_case(['a', 'b'])
except TypeError as e:
    assert str(e) == 'text must be a str'
else:
    raise AssertionError(f"no TypeError for {['a', 'b']!r}")

# %%
try:
    title_case(['a', ''])
except TypeError as e:
    assert str(e) == 'text must be a str'
else:
    raise AssertionError(f"no TypeError for {['a', 'b']!r}")

# %%
try:
    title_case(['b', 'a'])
except TypeError as e:
    assert str(e) == 'text must be a str'
else:
    raise AssertionError(f"no TypeError for {['a', 'b']!r}")

# %%
try:
    title_case(['a', 'b', 'a'])
except TypeError as e:
    assert str(e) == 'text must be a str'
else:
    raise AssertionError(f"no TypeError for {['a', 'b']!r}")

# %%
try:
    title_case([])
except TypeError as e:
    assert str(e) == 'text must be a str'
else:
    raise AssertionError(f"no TypeError for {['a', 'b']!r}")

# %%
try:
    title_case(['a', 'b', ''])
except TypeError as e:
    assert str(e) == 'text must be a str'
else:
    raise AssertionError(f"no TypeError for {['a', 'b']!r}")

# %%
try:
    title_case(['a', 'b', 'a', 'b'])
except TypeError as e:
    assert str(e) == 'text must be a str'
else:
    raise AssertionError(f"no TypeError for {['a', 'b']!r}")

# %%
try:
    title_case(['a'])
except TypeError as e:
    assert str(e) == 'text must be a str'
else:
    raise AssertionError(f"no TypeError for {['a', 'b']!r}")

# %%
try:
    title_case(['a', 'B'])
except TypeError as e:
    assert str(e) == 'text must be a str'
else:
    raise AssertionError(f"no TypeError for {['a', 'b']!r}")

# %%
try:
    title_case(['a', 'bb'])
except TypeError as e:
    assert str(e) == 'text must be a str'
else:
    raise AssertionError(f"no TypeError for {['a', 'b']!r}")

# %%
try:
    title_case(3.5)
except TypeError as e:
    assert str(e) == 'text must be a str'
else:
    raise AssertionError(f'no TypeError for {3.5!r}')

# %%
try:
    title_case(-3.5)
except TypeError as e:
    assert str(e) == 'text must be a str'
else:
    raise AssertionError(f'no TypeError for {3.5!r}')

# %%
try:
    title_case(35.0)
except TypeError as e:
    assert str(e) == 'text must be a str'
else:
    raise AssertionError(f'no TypeError for {3.5!r}')

# %%
try:
    title_case(0.0)
except TypeError as e:
    assert str(e) == 'text must be a str'
else:
    raise AssertionError(f'no TypeError for {3.5!r}')

# %%
try:
    title_case(0.001)
except TypeError as e:
    assert str(e) == 'text must be a str'
else:
    raise AssertionError(f'no TypeError for {3.5!r}')

# %%
try:
    title_case(4.0)
except TypeError as e:
    assert str(e) == 'text must be a str'
else:
    raise AssertionError(f'no TypeError for {3.5!r}')

# %%
try:
    title_case(3.0)
except TypeError as e:
    assert str(e) == 'text must be a str'
else:
    raise AssertionError(f'no TypeError for {3.5!r}')

# %%
try:
    title_case(1.1667)
except TypeError as e:
    assert str(e) == 'text must be a str'
else:
    raise AssertionError(f'no TypeError for {3.5!r}')

# %%
try:
    title_case(['B'])
except TypeError as e:
    assert str(e) == 'text must be a str'
else:
    raise AssertionError(f"no TypeError for {['a', 'b']!r}")

# %%
try:
    title_case(['b', 'b'])
except TypeError as e:
    assert str(e) == 'text must be a str'
else:
    raise AssertionError(f"no TypeError for {['a', 'b']!r}")

# %%
try:
    title_case(['bb'])
except TypeError as e:
    assert str(e) == 'text must be a str'
else:
    raise AssertionError(f"no TypeError for {['a', 'b']!r}")

# %%
try:
    title_case([''])
except TypeError as e:
    assert str(e) == 'text must be a str'
else:
    raise AssertionError(f"no TypeError for {['a', 'b']!r}")

# %%
try:
    title_case(['a', '', 'a', ''])
except TypeError as e:
    assert str(e) == 'text must be a str'
else:
    raise AssertionError(f"no TypeError for {['a', 'b']!r}")

# %%
try:
    title_case(['', ''])
except TypeError as e:
    assert str(e) == 'text must be a str'
else:
    raise AssertionError(f"no TypeError for {['a', 'b']!r}")

# %%
try:
    title_case(['', 'a'])
except TypeError as e:
    assert str(e) == 'text must be a str'
else:
    raise AssertionError(f"no TypeError for {['a', 'b']!r}")

# %%
try:
    title_case(['aa', ''])
except TypeError as e:
    assert str(e) == 'text must be a str'
else:
    raise AssertionError(f"no TypeError for {['a', 'b']!r}")

# %%
try:
    title_case(['a', '', ''])
except TypeError as e:
    assert str(e) == 'text must be a str'
else:
    raise AssertionError(f"no TypeError for {['a', 'b']!r}")

# %%
try:
    title_case(['a', '', 'a'])
except TypeError as e:
    assert str(e) == 'text must be a str'
else:
    raise AssertionError(f"no TypeError for {['a', 'b']!r}")

# %%
try:
    title_case(['A', ''])
except TypeError as e:
    assert str(e) == 'text must be a str'
else:
    raise AssertionError(f"no TypeError for {['a', 'b']!r}")

# %%
try:
    title_case(['b', 'a', 'b'])
except TypeError as e:
    assert str(e) == 'text must be a str'
else:
    raise AssertionError(f"no TypeError for {['a', 'b']!r}")

# %%
try:
    title_case(['b', 'a', 'b', 'a'])
except TypeError as e:
    assert str(e) == 'text must be a str'
else:
    raise AssertionError(f"no TypeError for {['a', 'b']!r}")

# %%
try:
    title_case(['bb', 'a'])
except TypeError as e:
    assert str(e) == 'text must be a str'
else:
    raise AssertionError(f"no TypeError for {['a', 'b']!r}")

# %%
try:
    title_case(['B', 'a'])
except TypeError as e:
    assert str(e) == 'text must be a str'
else:
    raise AssertionError(f"no TypeError for {['a', 'b']!r}")

# %%
try:
    title_case(['b', 'a', ''])
except TypeError as e:
    assert str(e) == 'text must be a str'
else:
    raise AssertionError(f"no TypeError for {['a', 'b']!r}")

# %%
try:
    title_case(['a', 'b', 'a', 'a', 'b', 'a'])
except TypeError as e:
    assert str(e) == 'text must be a str'
else:
    raise AssertionError(f"no TypeError for {['a', 'b']!r}")

# %%
try:
    title_case(['a', 'b', 'a', 'a'])
except TypeError as e:
    assert str(e) == 'text must be a str'
else:
    raise AssertionError(f"no TypeError for {['a', 'b']!r}")

# %%
try:
    title_case(['a', 'B', 'a'])
except TypeError as e:
    assert str(e) == 'text must be a str'
else:
    raise AssertionError(f"no TypeError for {['a', 'b']!r}")

# %%
try:
    title_case(['a', 'b', 'a', ''])
except TypeError as e:
    assert str(e) == 'text must be a str'
else:
    raise AssertionError(f"no TypeError for {['a', 'b']!r}")

# %%
try:
    title_case(['b', 'a', 'a'])
except TypeError as e:
    assert str(e) == 'text must be a str'
else:
    raise AssertionError(f"no TypeError for {['a', 'b']!r}")

# %%
try:
    title_case(['a', 'a', 'b'])
except TypeError as e:
    assert str(e) == 'text must be a str'
else:
    raise AssertionError(f"no TypeError for {['a', 'b']!r}")

# %%
try:
    title_case(['a', 'bb', 'a'])
except TypeError as e:
    assert str(e) == 'text must be a str'
else:
    raise AssertionError(f"no TypeError for {['a', 'b']!r}")

# %%
try:
    title_case(())
except TypeError as e:
    assert str(e) == 'text must be a str'
else:
    raise AssertionError(f"no TypeError for {['a', 'b']!r}")

# %%
try:
    title_case(['a', 'b', '', 'a', 'b', ''])
except TypeError as e:
    assert str(e) == 'text must be a str'
else:
    raise AssertionError(f"no TypeError for {['a', 'b']!r}")

# %%
try:
    title_case(['a', 'b', '', ''])
except TypeError as e:
    assert str(e) == 'text must be a str'
else:
    raise AssertionError(f"no TypeError for {['a', 'b']!r}")

# %%
try:
    title_case(['a', 'bb', ''])
except TypeError as e:
    assert str(e) == 'text must be a str'
else:
    raise AssertionError(f"no TypeError for {['a', 'b']!r}")

# %%
try:
    title_case(['a', 'b', 'A', 'b'])
except TypeError as e:
    assert str(e) == 'text must be a str'
else:
    raise AssertionError(f"no TypeError for {['a', 'b']!r}")

# %%
try:
    title_case(['a', 'b', 'a', 'b', 'a', 'b', 'a', 'b'])
except TypeError as e:
    assert str(e) == 'text must be a str'
else:
    raise AssertionError(f"no TypeError for {['a', 'b']!r}")

# %%
try:
    title_case(['b', 'b', 'a', 'a'])
except TypeError as e:
    assert str(e) == 'text must be a str'
else:
    raise AssertionError(f"no TypeError for {['a', 'b']!r}")

# %%
try:
    title_case(['a', 'b', 'a', 'b', 'a'])
except TypeError as e:
    assert str(e) == 'text must be a str'
else:
    raise AssertionError(f"no TypeError for {['a', 'b']!r}")

# %%
try:
    title_case(['a', 'b', '', 'b'])
except TypeError as e:
    assert str(e) == 'text must be a str'
else:
    raise AssertionError(f"no TypeError for {['a', 'b']!r}")

# %%
try:
    title_case(['a', 'b', 'a', 'b', ''])
except TypeError as e:
    assert str(e) == 'text must be a str'
else:
    raise AssertionError(f"no TypeError for {['a', 'b']!r}")

# %%
try:
    title_case(['a', 'a', 'b', 'b'])
except TypeError as e:
    assert str(e) == 'text must be a str'
else:
    raise AssertionError(f"no TypeError for {['a', 'b']!r}")

# %%
try:
    title_case(['aa'])
except TypeError as e:
    assert str(e) == 'text must be a str'
else:
    raise AssertionError(f"no TypeError for {['a', 'b']!r}")

# %%
try:
    title_case(['a', 'a'])
except TypeError as e:
    assert str(e) == 'text must be a str'
else:
    raise AssertionError(f"no TypeError for {['a', 'b']!r}")

# %%
try:
    title_case(['A', 'B'])
except TypeError as e:
    assert str(e) == 'text must be a str'
else:
    raise AssertionError(f"no TypeError for {['a', 'b']!r}")

# %%
try:
    title_case(['a', 'B', 'a', 'B'])
except TypeError as e:
    assert str(e) == 'text must be a str'
else:
    raise AssertionError(f"no TypeError for {['a', 'b']!r}")

# %%
try:
    title_case(['aa', 'B'])
except TypeError as e:
    assert str(e) == 'text must be a str'
else:
    raise AssertionError(f"no TypeError for {['a', 'b']!r}")

# %%
try:
    title_case(['', 'B'])
except TypeError as e:
    assert str(e) == 'text must be a str'
else:
    raise AssertionError(f"no TypeError for {['a', 'b']!r}")

# %%
try:
    title_case(['a', 'bb', 'a', 'bb'])
except TypeError as e:
    assert str(e) == 'text must be a str'
else:
    raise AssertionError(f"no TypeError for {['a', 'b']!r}")

# %%
try:
    title_case(['a', 'bbbb'])
except TypeError as e:
    assert str(e) == 'text must be a str'
else:
    raise AssertionError(f"no TypeError for {['a', 'b']!r}")

# %%
try:
    title_case(['a', 'BB'])
except TypeError as e:
    assert str(e) == 'text must be a str'
else:
    raise AssertionError(f"no TypeError for {['a', 'b']!r}")

# %%
try:
    title_case(-4.0)
except TypeError as e:
    assert str(e) == 'text must be a str'
else:
    raise AssertionError(f'no TypeError for {3.5!r}')

# %%
try:
    title_case(-35.0)
except TypeError as e:
    assert str(e) == 'text must be a str'
else:
    raise AssertionError(f'no TypeError for {3.5!r}')

# %%
try:
    title_case(-1.1667)
except TypeError as e:
    assert str(e) == 'text must be a str'
else:
    raise AssertionError(f'no TypeError for {3.5!r}')

# %%
try:
    title_case(35.5)
except TypeError as e:
    assert str(e) == 'text must be a str'
else:
    raise AssertionError(f'no TypeError for {3.5!r}')

# %%
try:
    title_case(34.5)
except TypeError as e:
    assert str(e) == 'text must be a str'
else:
    raise AssertionError(f'no TypeError for {3.5!r}')

# %%
try:
    title_case(350.0)
except TypeError as e:
    assert str(e) == 'text must be a str'
else:
    raise AssertionError(f'no TypeError for {3.5!r}')

# %%
try:
    title_case(11.6667)
except TypeError as e:
    assert str(e) == 'text must be a str'
else:
    raise AssertionError(f'no TypeError for {3.5!r}')

# %%
try:
    title_case(0.5)
except TypeError as e:
    assert str(e) == 'text must be a str'
else:
    raise AssertionError(f'no TypeError for {3.5!r}')

# %%
try:
    title_case(-0.5)
except TypeError as e:
    assert str(e) == 'text must be a str'
else:
    raise AssertionError(f'no TypeError for {3.5!r}')

# %%
try:
    title_case(-0.499)
except TypeError as e:
    assert str(e) == 'text must be a str'
else:
    raise AssertionError(f'no TypeError for {3.5!r}')

# %%
try:
    title_case(0.01)
except TypeError as e:
    assert str(e) == 'text must be a str'
else:
    raise AssertionError(f'no TypeError for {3.5!r}')

# %%
try:
    title_case(0.501)
except TypeError as e:
    assert str(e) == 'text must be a str'
else:
    raise AssertionError(f'no TypeError for {3.5!r}')

# %%
try:
    title_case(-0.001)
except TypeError as e:
    assert str(e) == 'text must be a str'
else:
    raise AssertionError(f'no TypeError for {3.5!r}')

# %%
try:
    title_case(4.5)
except TypeError as e:
    assert str(e) == 'text must be a str'
else:
    raise AssertionError(f'no TypeError for {3.5!r}')

# %%
try:
    title_case(1.3333)
except TypeError as e:
    assert str(e) == 'text must be a str'
else:
    raise AssertionError(f'no TypeError for {3.5!r}')

# %%
try:
    title_case(30.0)
except TypeError as e:
    assert str(e) == 'text must be a str'
else:
    raise AssertionError(f'no TypeError for {3.5!r}')

# %%
try:
    title_case(11.667000000000002)
except TypeError as e:
    assert str(e) == 'text must be a str'
else:
    raise AssertionError(f'no TypeError for {3.5!r}')

# %%
try:
    title_case(0.6667000000000001)
except TypeError as e:
    assert str(e) == 'text must be a str'
else:
    raise AssertionError(f'no TypeError for {3.5!r}')

# %%
try:
    title_case(0.3889)
except TypeError as e:
    assert str(e) == 'text must be a str'
else:
    raise AssertionError(f'no TypeError for {3.5!r}')
