# %%
try:
    is_valid_username(None)
except TypeError as e:
    assert str(e) == 'name must be a str'
else:
    raise AssertionError(f'no TypeError for {None!r}')

# %%
try:
    is_valid_username(12345)
except TypeError as e:
    assert str(e) == 'name must be a str'
else:
    raise AssertionError(f'no TypeError for {12345!r}')

# %%
try:
    is_valid_username(7)
except TypeError as e:
    assert str(e) == 'name must be a str'
else:
    raise AssertionError(f'no TypeError for {12345!r}')

# %%
try:
    is_valid_username(12344)
except TypeError as e:
    assert str(e) == 'name must be a str'
else:
    raise AssertionError(f'no TypeError for {12345!r}')

# %%
try:
    is_valid_username(1000000)
except TypeError as e:
    assert str(e) == 'name must be a str'
else:
    raise AssertionError(f'no TypeError for {12345!r}')

# %%
try:
    is_valid_username(-1)
except TypeError as e:
    assert str(e) == 'name must be a str'
else:
    raise AssertionError(f'no TypeError for {12345!r}')

# %%
try:
    is_valid_username(6172)
except TypeError as e:
    assert str(e) == 'name must be a str'
else:
    raise AssertionError(f'no TypeError for {12345!r}')

# %%
try:
    is_valid_username(0)
except TypeError as e:
    assert str(e) == 'name must be a str'
else:
    raise AssertionError(f'no TypeError for {12345!r}')

# %%
try:
    is_valid_username(-12345)
except TypeError as e:
    assert str(e) == 'name must be a str'
else:
    raise AssertionError(f'no TypeError for {12345!r}')

# %%
try:
    is_valid_username(1)
except TypeError as e:
    assert str(e) == 'name must be a str'
else:
    raise AssertionError(f'no TypeError for {12345!r}')

# %%
try:
    is_valid_username(['b', 'o', 'b'])
except TypeError as e:
    assert str(e) == 'name must be a str'
else:
    raise AssertionError(f"no TypeError for {['b', 'o', 'b']!r}")

# %%
try:
    is_valid_username(['b', 'o', 'b', 'b'])
except TypeError as e:
    assert str(e) == 'name must be a str'
else:
    raise AssertionError(f"no TypeError for {['b', 'o', 'b']!r}")

# %%
try:
    is_valid_username(['b', 'b', 'o'])
except TypeError as e:
    assert str(e) == 'name must be a str'
else:
    raise AssertionError(f"no TypeError for {['b', 'o', 'b']!r}")

# %%
try:
    is_valid_username(['b'])
except TypeError as e:
    assert str(e) == 'name must be a str'
else:
    raise AssertionError(f"no TypeError for {['b', 'o', 'b']!r}")

# %%
try:
    is_valid_username(['b', '', 'b'])
except TypeError as e:
    assert str(e) == 'name must be a str'
else:
    raise AssertionError(f"no TypeError for {['b', 'o', 'b']!r}")

# %%
try:
    is_valid_username(['b', 'oo', 'b'])
except TypeError as e:
    assert str(e) == 'name must be a str'
else:
    raise AssertionError(f"no TypeError for {['b', 'o', 'b']!r}")

# %%
try:
    is_valid_username(['o', 'b', 'b'])
except TypeError as e:
    assert str(e) == 'name must be a str'
else:
    raise AssertionError(f"no TypeError for {['b', 'o', 'b']!r}")

# %%
try:
    is_valid_username([])
except TypeError as e:
    assert str(e) == 'name must be a str'
else:
    raise AssertionError(f"no TypeError for {['b', 'o', 'b']!r}")

# %%
try:
    is_valid_username(['b', 'o', 'b', ''])
except TypeError as e:
    assert str(e) == 'name must be a str'
else:
    raise AssertionError(f"no TypeError for {['b', 'o', 'b']!r}")

# %%
try:
    is_valid_username(['o', 'b'])
except TypeError as e:
    assert str(e) == 'name must be a str'
else:
    raise AssertionError(f"no TypeError for {['b', 'o', 'b']!r}")

# %%
try:
    is_valid_username(['b', 'o', 'b', 'b', 'o', 'b'])
except TypeError as e:
    assert str(e) == 'name must be a str'
else:
    raise AssertionError(f"no TypeError for {['b', 'o', 'b']!r}")

# %%
try:
    is_valid_username(8)
except TypeError as e:
    assert str(e) == 'name must be a str'
else:
    raise AssertionError(f'no TypeError for {12345!r}')

# %%
try:
    is_valid_username(6)
except TypeError as e:
    assert str(e) == 'name must be a str'
else:
    raise AssertionError(f'no TypeError for {12345!r}')

# %%
try:
    is_valid_username(3)
except TypeError as e:
    assert str(e) == 'name must be a str'
else:
    raise AssertionError(f'no TypeError for {12345!r}')

# %%
try:
    is_valid_username(24688)
except TypeError as e:
    assert str(e) == 'name must be a str'
else:
    raise AssertionError(f'no TypeError for {12345!r}')

# %%
try:
    is_valid_username(12343)
except TypeError as e:
    assert str(e) == 'name must be a str'
else:
    raise AssertionError(f'no TypeError for {12345!r}')

# %%
try:
    is_valid_username(999999)
except TypeError as e:
    assert str(e) == 'name must be a str'
else:
    raise AssertionError(f'no TypeError for {12345!r}')

# %%
try:
    is_valid_username(500000)
except TypeError as e:
    assert str(e) == 'name must be a str'
else:
    raise AssertionError(f'no TypeError for {12345!r}')

# %%
try:
    is_valid_username(-1000000)
except TypeError as e:
    assert str(e) == 'name must be a str'
else:
    raise AssertionError(f'no TypeError for {12345!r}')

# %%
try:
    is_valid_username(-2)
except TypeError as e:
    assert str(e) == 'name must be a str'
else:
    raise AssertionError(f'no TypeError for {12345!r}')

# %%
try:
    is_valid_username(3086)
except TypeError as e:
    assert str(e) == 'name must be a str'
else:
    raise AssertionError(f'no TypeError for {12345!r}')

# %%
try:
    is_valid_username(-6172)
except TypeError as e:
    assert str(e) == 'name must be a str'
else:
    raise AssertionError(f'no TypeError for {12345!r}')

# %%
try:
    is_valid_username(6171)
except TypeError as e:
    assert str(e) == 'name must be a str'
else:
    raise AssertionError(f'no TypeError for {12345!r}')

# %%
try:
    is_valid_username(-24690)
except TypeError as e:
    assert str(e) == 'name must be a str'
else:
    raise AssertionError(f'no TypeError for {12345!r}')

# %%
try:
    is_valid_username(-6173)
except TypeError as e:
    assert str(e) == 'name must be a str'
else:
    raise AssertionError(f'no TypeError for {12345!r}')

# %%
try:
    is_valid_username(-12346)
except TypeError as e:
    assert str(e) == 'name must be a str'
else:
    raise AssertionError(f'no TypeError for {12345!r}')

# %%
try:
    is_valid_username(2)
except TypeError as e:
    assert str(e) == 'name must be a str'
else:
    raise AssertionError(f'no TypeError for {12345!r}')

# %%
try:
    is_valid_username(24691)
except TypeError as e:
    assert str(e) == 'name must be a str'
else:
    raise AssertionError(f'no TypeError for {12345!r}')

# %%
try:
    is_valid_username(24689)
except TypeError as e:
    assert str(e) == 'name must be a str'
else:
    raise AssertionError(f'no TypeError for {12345!r}')

# %%
try:
    is_valid_username(49380)
except TypeError as e:
    assert str(e) == 'name must be a str'
else:
    raise AssertionError(f'no TypeError for {12345!r}')

# %%
try:
    is_valid_username(24692)
except TypeError as e:
    assert str(e) == 'name must be a str'
else:
    raise AssertionError(f'no TypeError for {12345!r}')

# %%
try:
    is_valid_username(['bb', 'o', 'b'])
except TypeError as e:
    assert str(e) == 'name must be a str'
else:
    raise AssertionError(f"no TypeError for {['b', 'o', 'b']!r}")

# %%
try:
    is_valid_username(['B', 'o', 'b'])
except TypeError as e:
    assert str(e) == 'name must be a str'
else:
    raise AssertionError(f"no TypeError for {['b', 'o', 'b']!r}")

# %%
try:
    is_valid_username(['b', 'o', 'b', 'b', 'b'])
except TypeError as e:
    assert str(e) == 'name must be a str'
else:
    raise AssertionError(f"no TypeError for {['b', 'o', 'b']!r}")

# %%
try:
    is_valid_username(['b', 'o', 'b', 'B'])
except TypeError as e:
    assert str(e) == 'name must be a str'
else:
    raise AssertionError(f"no TypeError for {['b', 'o', 'b']!r}")

# %%
try:
    is_valid_username(['b', '', 'o'])
except TypeError as e:
    assert str(e) == 'name must be a str'
else:
    raise AssertionError(f"no TypeError for {['b', 'o', 'b']!r}")

# %%
try:
    is_valid_username(['b', 'b'])
except TypeError as e:
    assert str(e) == 'name must be a str'
else:
    raise AssertionError(f"no TypeError for {['b', 'o', 'b']!r}")

# %%
try:
    is_valid_username(['b', 'B', 'o'])
except TypeError as e:
    assert str(e) == 'name must be a str'
else:
    raise AssertionError(f"no TypeError for {['b', 'o', 'b']!r}")

# %%
try:
    is_valid_username(['b', 'bb', 'o'])
except TypeError as e:
    assert str(e) == 'name must be a str'
else:
    raise AssertionError(f"no TypeError for {['b', 'o', 'b']!r}")

# %%
try:
    is_valid_username(['B'])
except TypeError as e:
    assert str(e) == 'name must be a str'
else:
    raise AssertionError(f"no TypeError for {['b', 'o', 'b']!r}")

# %%
try:
    is_valid_username([''])
except TypeError as e:
    assert str(e) == 'name must be a str'
else:
    raise AssertionError(f"no TypeError for {['b', 'o', 'b']!r}")

# %%
try:
    is_valid_username(['', 'b'])
except TypeError as e:
    assert str(e) == 'name must be a str'
else:
    raise AssertionError(f"no TypeError for {['b', 'o', 'b']!r}")

# %%
try:
    is_valid_username(['b', '', ''])
except TypeError as e:
    assert str(e) == 'name must be a str'
else:
    raise AssertionError(f"no TypeError for {['b', 'o', 'b']!r}")

# %%
try:
    is_valid_username(['b', '', 'bb'])
except TypeError as e:
    assert str(e) == 'name must be a str'
else:
    raise AssertionError(f"no TypeError for {['b', 'o', 'b']!r}")

# %%
try:
    is_valid_username(['b', '', 'B'])
except TypeError as e:
    assert str(e) == 'name must be a str'
else:
    raise AssertionError(f"no TypeError for {['b', 'o', 'b']!r}")

# %%
try:
    is_valid_username(['b', 'oo', 'b', 'b'])
except TypeError as e:
    assert str(e) == 'name must be a str'
else:
    raise AssertionError(f"no TypeError for {['b', 'o', 'b']!r}")

# %%
try:
    is_valid_username(['b', 'oooo', 'b'])
except TypeError as e:
    assert str(e) == 'name must be a str'
else:
    raise AssertionError(f"no TypeError for {['b', 'o', 'b']!r}")

# %%
try:
    is_valid_username(['oo', 'b', 'b'])
except TypeError as e:
    assert str(e) == 'name must be a str'
else:
    raise AssertionError(f"no TypeError for {['b', 'o', 'b']!r}")

# %%
try:
    is_valid_username(['b', 'oo'])
except TypeError as e:
    assert str(e) == 'name must be a str'
else:
    raise AssertionError(f"no TypeError for {['b', 'o', 'b']!r}")

# %%
try:
    is_valid_username(['o', 'b', 'b', ''])
except TypeError as e:
    assert str(e) == 'name must be a str'
else:
    raise AssertionError(f"no TypeError for {['b', 'o', 'b']!r}")

# %%
try:
    is_valid_username(['O', 'b', 'b'])
except TypeError as e:
    assert str(e) == 'name must be a str'
else:
    raise AssertionError(f"no TypeError for {['b', 'o', 'b']!r}")

# %%
try:
    is_valid_username(['o'])
except TypeError as e:
    assert str(e) == 'name must be a str'
else:
    raise AssertionError(f"no TypeError for {['b', 'o', 'b']!r}")

# %%
try:
    is_valid_username(())
except TypeError as e:
    assert str(e) == 'name must be a str'
else:
    raise AssertionError(f"no TypeError for {['b', 'o', 'b']!r}")

# %%
try:
    is_valid_username(['b', 'o', ''])
except TypeError as e:
    assert str(e) == 'name must be a str'
else:
    raise AssertionError(f"no TypeError for {['b', 'o', 'b']!r}")

# %%
try:
    is_valid_username(['b', 'o', 'b', 'o'])
except TypeError as e:
    assert str(e) == 'name must be a str'
else:
    raise AssertionError(f"no TypeError for {['b', 'o', 'b']!r}")

# %%
try:
    is_valid_username(['b', 'O'])
except TypeError as e:
    assert str(e) == 'name must be a str'
else:
    raise AssertionError(f"no TypeError for {['b', 'o', 'b']!r}")

# %%
try:
    is_valid_username(['b', 'o', 'b', '', 'b', 'o', 'b', ''])
except TypeError as e:
    assert str(e) == 'name must be a str'
else:
    raise AssertionError(f"no TypeError for {['b', 'o', 'b']!r}")

# %%
try:
    is_valid_username(['b', 'o', 'b', '', ''])
except TypeError as e:
    assert str(e) == 'name must be a str'
else:
    raise AssertionError(f"no TypeError for {['b', 'o', 'b']!r}")

# %%
try:
    is_valid_username(['o', 'b', ''])
except TypeError as e:
    assert str(e) == 'name must be a str'
else:
    raise AssertionError(f"no TypeError for {['b', 'o', 'b']!r}")

# %%
try:
    is_valid_username(['b', 'O', 'b', ''])
except TypeError as e:
    assert str(e) == 'name must be a str'
else:
    raise AssertionError(f"no TypeError for {['b', 'o', 'b']!r}")

# %%
try:
    is_valid_username(['o', 'b', 'o', 'b'])
except TypeError as e:
    assert str(e) == 'name must be a str'
else:
    raise AssertionError(f"no TypeError for {['b', 'o', 'b']!r}")

# %%
try:
    is_valid_username(['b', 'O', 'b', 'b'])
except TypeError as e:
    assert str(e) == 'name must be a str'
else:
    raise AssertionError(f"no TypeError for {['b', 'o', 'b']!r}")

# %%
try:
    is_valid_username(['O', 'b'])
except TypeError as e:
    assert str(e) == 'name must be a str'
else:
    raise AssertionError(f"no TypeError for {['b', 'o', 'b']!r}")

# %%
try:
    is_valid_username(['b', 'o', 'b', 'b', 'o', 'b', 'b', 'o', 'b', 'b', 'o', 'b'])
except TypeError as e:
    assert str(e) == 'name must be a str'
else:
    raise AssertionError(f"no TypeError for {['b', 'o', 'b']!r}")

# %%
try:
    is_valid_username(['b', 'b', 'b', 'b', 'o', 'o'])
except TypeError as e:
    assert str(e) == 'name must be a str'
else:
    raise AssertionError(f"no TypeError for {['b', 'o', 'b']!r}")

# %%
try:
    is_valid_username(['b', 'o', 'b', 'b', 'o', 'b', ''])
except TypeError as e:
    assert str(e) == 'name must be a str'
else:
    raise AssertionError(f"no TypeError for {['b', 'o', 'b']!r}")

# %%
try:
    is_valid_username(['b', 'o', 'bb', 'b', 'o', 'b'])
except TypeError as e:
    assert str(e) == 'name must be a str'
else:
    raise AssertionError(f"no TypeError for {['b', 'o', 'b']!r}")

# %%
try:
    is_valid_username(['o', 'o', 'b', 'b', 'b', 'b'])
except TypeError as e:
    assert str(e) == 'name must be a str'
else:
    raise AssertionError(f"no TypeError for {['b', 'o', 'b']!r}")

# %%
try:
    is_valid_username(['b', 'o', 'b', 'b', 'o', 'b', 'b'])
except TypeError as e:
    assert str(e) == 'name must be a str'
else:
    raise AssertionError(f"no TypeError for {['b', 'o', 'b']!r}")

# %%
try:
    is_valid_username(['b', 'o', '', 'b', 'o', 'b'])
except TypeError as e:
    assert str(e) == 'name must be a str'
else:
    raise AssertionError(f"no TypeError for {['b', 'o', 'b']!r}")
