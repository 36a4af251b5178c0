# %%
try:
    wrap_text('a b', 0)
except ValueError as e:
    assert str(e) == 'width must be positive'
else:
    raise AssertionError(f'no ValueError for width {0}')

# %%
try:
    wrap_text(' b', 0)
except ValueError as e:
    assert str(e) == 'width must be positive'
else:
    raise AssertionError(f'no ValueError for width {0}')

# %%
try:
    wrap_text('a b', -1)
except ValueError as e:
    assert str(e) == 'width must be positive'
else:
    raise AssertionError(f'no ValueError for width {0}')

# %%
try:
    wrap_text('A B', 0)
except ValueError as e:
    assert str(e) == 'width must be positive'
else:
    raise AssertionError(f'no ValueError for width {0}')

# %%
try:
    wrap_text('a', 0)
except ValueError as e:
    assert str(e) == 'width must be positive'
else:
    raise AssertionError(f'no ValueError for width {0}')

# %%
try:
    wrap_text('ßa b', 0)
except ValueError as e:
    assert str(e) == 'width must be positive'
else:
    raise AssertionError(f'no ValueError for width {0}')

# %%
try:
    wrap_text('a ', 0)
except ValueError as e:
    assert str(e) == 'width must be positive'
else:
    raise AssertionError(f'no ValueError for width {0}')

# %%
try:
    wrap_text('a b', -3)
except ValueError as e:
    assert str(e) == 'width must be positive'
else:
    raise AssertionError(f'no ValueError for width {-3}')

# %%
try:
    wrap_text('a ', -3)
except ValueError as e:
    assert str(e) == 'width must be positive'
else:
    raise AssertionError(f'no ValueError for width {-3}')

# %%
try:
    wrap_text('a b', -2)
except ValueError as e:
    assert str(e) == 'width must be positive'
else:
    raise AssertionError(f'no ValueError for width {-3}')

# %%
try:
    wrap_text('A B', -3)
except ValueError as e:
    assert str(e) == 'width must be positive'
else:
    raise AssertionError(f'no ValueError for width {-3}')

# %%
try:
    wrap_text('ßa b', -3)
except ValueError as e:
    assert str(e) == 'width must be positive'
else:
    raise AssertionError(f'no ValueError for width {-3}')

# %%
try:
    wrap_text('a ba b', -3)
except ValueError as e:
    assert str(e) == 'width must be positive'
else:
    raise AssertionError(f'no ValueError for width {-3}')

# %%
try:
    wrap_text('a b', 0)
except ValueError as e:
    assert str(e) == 'width must be positive'
else:
    raise AssertionError(f'no ValueError for width {-3}')

# %%
try:
    wrap_text('a b', -6)
except ValueError as e:
    assert str(e) == 'width must be positive'
else:
    raise AssertionError(f'no ValueError for width {-3}')

# %%
try:
    wrap_text('a b0', -3)
except ValueError as e:
    assert str(e) == 'width must be positive'
else:
    raise AssertionError(f'no ValueError for width {-3}')

# %%
try:
    wrap_text(' b', -1)
except ValueError as e:
    assert str(e) == 'width must be positive'
else:
    raise AssertionError(f'no ValueError for width {0}')

# %%
try:
    wrap_text(' b b', 0)
except ValueError as e:
    assert str(e) == 'width must be positive'
else:
    raise AssertionError(f'no ValueError for width {0}')

# %%
try:
    wrap_text('ß b', 0)
except ValueError as e:
    assert str(e) == 'width must be positive'
else:
    raise AssertionError(f'no ValueError for width {0}')

# %%
try:
    wrap_text('b', 0)
except ValueError as e:
    assert str(e) == 'width must be positive'
else:
    raise AssertionError(f'no ValueError for width {0}')

# %%
try:
    wrap_text('b ', 0)
except ValueError as e:
    assert str(e) == 'width must be positive'
else:
    raise AssertionError(f'no ValueError for width {0}')

# %%
try:
    wrap_text('b a0', 0)
except ValueError as e:
    assert str(e) == 'width must be positive'
else:
    raise AssertionError(f'no ValueError for width {0}')

# %%
try:
    wrap_text('aa  b', 0)
except ValueError as e:
    assert str(e) == 'width must be positive'
else:
    raise AssertionError(f'no ValueError for width {0}')

# %%
try:
    wrap_text('aa bé', 0)
except ValueError as e:
    assert str(e) == 'width must be positive'
else:
    raise AssertionError(f'no ValueError for width {0}')

# %%
try:
    wrap_text('a', -1)
except ValueError as e:
    assert str(e) == 'width must be positive'
else:
    raise AssertionError(f'no ValueError for width {0}')

# %%
try:
    wrap_text('ßa b', -1)
except ValueError as e:
    assert str(e) == 'width must be positive'
else:
    raise AssertionError(f'no ValueError for width {0}')

# %%
try:
    wrap_text(' a bé', 0)
except ValueError as e:
    assert str(e) == 'width must be positive'
else:
    raise AssertionError(f'no ValueError for width {0}')

# %%
try:
    wrap_text(' a b0', 0)
except ValueError as e:
    assert str(e) == 'width must be positive'
else:
    raise AssertionError(f'no ValueError for width {0}')

# %%
try:
    wrap_text(' ', 0)
except ValueError as e:
    assert str(e) == 'width must be positive'
else:
    raise AssertionError(f'no ValueError for width {0}')

# %%
try:
    wrap_text('  a  b', 0)
except ValueError as e:
    assert str(e) == 'width must be positive'
else:
    raise AssertionError(f'no ValueError for width {0}')

# %%
try:
    wrap_text('A Bé', 0)
except ValueError as e:
    assert str(e) == 'width must be positive'
else:
    raise AssertionError(f'no ValueError for width {0}')

# %%
try:
    wrap_text('A BA B', 0)
except ValueError as e:
    assert str(e) == 'width must be positive'
else:
    raise AssertionError(f'no ValueError for width {0}')

# %%
try:
    wrap_text('a ba ba ba b', 0)
except ValueError as e:
    assert str(e) == 'width must be positive'
else:
    raise AssertionError(f'no ValueError for width {0}')

# %%
try:
    wrap_text('a  ba  b', 0)
except ValueError as e:
    assert str(e) == 'width must be positive'
else:
    raise AssertionError(f'no ValueError for width {0}')

# %%
try:
    wrap_text('a  b ', 0)
except ValueError as e:
    assert str(e) == 'width must be positive'
else:
    raise AssertionError(f'no ValueError for width {0}')

# %%
try:
    wrap_text('ß', 0)
except ValueError as e:
    assert str(e) == 'width must be positive'
else:
    raise AssertionError(f'no ValueError for width {0}')

# %%
try:
    wrap_text('0', 0)
except ValueError as e:
    assert str(e) == 'width must be positive'
else:
    raise AssertionError(f'no ValueError for width {0}')

# %%
try:
    wrap_text('aé', 0)
except ValueError as e:
    assert str(e) == 'width must be positive'
else:
    raise AssertionError(f'no ValueError for width {0}')

# %%
try:
    wrap_text(' ßa b', 0)
except ValueError as e:
    assert str(e) == 'width must be positive'
else:
    raise AssertionError(f'no ValueError for width {0}')

# %%
try:
    wrap_text('ßa ', 0)
except ValueError as e:
    assert str(e) == 'width must be positive'
else:
    raise AssertionError(f'no ValueError for width {0}')

# %%
try:
    wrap_text('a  b  ', 0)
except ValueError as e:
    assert str(e) == 'width must be positive'
else:
    raise AssertionError(f'no ValueError for width {0}')

# %%
try:
    wrap_text('a bé', -1)
except ValueError as e:
    assert str(e) == 'width must be positive'
else:
    raise AssertionError(f'no ValueError for width {0}')

# %%
try:
    wrap_text('A BÉ', 0)
except ValueError as e:
    assert str(e) == 'width must be positive'
else:
    raise AssertionError(f'no ValueError for width {0}')

# %%
try:
    wrap_text('a béé', 0)
except ValueError as e:
    assert str(e) == 'width must be positive'
else:
    raise AssertionError(f'no ValueError for width {0}')

# %%
try:
    wrap_text(' a', 0)
except ValueError as e:
    assert str(e) == 'width must be positive'
else:
    raise AssertionError(f'no ValueError for width {0}')

# %%
try:
    wrap_text('a ', -1)
except ValueError as e:
    assert str(e) == 'width must be positive'
else:
    raise AssertionError(f'no ValueError for width {0}')

# %%
try:
    wrap_text('a b0a b0', 0)
except ValueError as e:
    assert str(e) == 'width must be positive'
else:
    raise AssertionError(f'no ValueError for width {0}')

# %%
try:
    wrap_text(' b0', 0)
except ValueError as e:
    assert str(e) == 'width must be positive'
else:
    raise AssertionError(f'no ValueError for width {0}')

# %%
try:
    wrap_text('A  B', -3)
except ValueError as e:
    assert str(e) == 'width must be positive'
else:
    raise AssertionError(f'no ValueError for width {-3}')

# %%
try:
    wrap_text('a  b', -2)
except ValueError as e:
    assert str(e) == 'width must be positive'
else:
    raise AssertionError(f'no ValueError for width {-3}')

# %%
try:
    wrap_text('a  b', -4)
except ValueError as e:
    assert str(e) == 'width must be positive'
else:
    raise AssertionError(f'no ValueError for width {-3}')

# %%
try:
    wrap_text('a  b0', -3)
except ValueError as e:
    assert str(e) == 'width must be positive'
else:
    raise AssertionError(f'no ValueError for width {-3}')

# %%
try:
    wrap_text('A B ', -3)
except ValueError as e:
    assert str(e) == 'width must be positive'
else:
    raise AssertionError(f'no ValueError for width {-3}')

# %%
try:
    wrap_text(' a', -3)
except ValueError as e:
    assert str(e) == 'width must be positive'
else:
    raise AssertionError(f'no ValueError for width {-3}')

# %%
try:
    wrap_text(' a b0', -3)
except ValueError as e:
    assert str(e) == 'width must be positive'
else:
    raise AssertionError(f'no ValueError for width {-3}')

# %%
try:
    wrap_text(' bé', -3)
except ValueError as e:
    assert str(e) == 'width must be positive'
else:
    raise AssertionError(f'no ValueError for width {-3}')

# %%
try:
    wrap_text('a bé', -6)
except ValueError as e:
    assert str(e) == 'width must be positive'
else:
    raise AssertionError(f'no ValueError for width {-3}')

# %%
try:
    wrap_text(' a bé', -3)
except ValueError as e:
    assert str(e) == 'width must be positive'
else:
    raise AssertionError(f'no ValueError for width {-3}')

# %%
try:
    wrap_text('b', -3)
except ValueError as e:
    assert str(e) == 'width must be positive'
else:
    raise AssertionError(f'no ValueError for width {-3}')

# %%
try:
    wrap_text(' b ', -3)
except ValueError as e:
    assert str(e) == 'width must be positive'
else:
    raise AssertionError(f'no ValueError for width {-3}')

# %%
try:
    wrap_text('A', -3)
except ValueError as e:
    assert str(e) == 'width must be positive'
else:
    raise AssertionError(f'no ValueError for width {-3}')

# %%
try:
    wrap_text('A Bé', -3)
except ValueError as e:
    assert str(e) == 'width must be positive'
else:
    raise AssertionError(f'no ValueError for width {-3}')

# %%
try:
    wrap_text('ßa b ', -3)
except ValueError as e:
    assert str(e) == 'width must be positive'
else:
    raise AssertionError(f'no ValueError for width {-3}')

# %%
try:
    wrap_text('ßa b0', -3)
except ValueError as e:
    assert str(e) == 'width must be positive'
else:
    raise AssertionError(f'no ValueError for width {-3}')

# %%
try:
    wrap_text('ßa ba b', -3)
except ValueError as e:
    assert str(e) == 'width must be positive'
else:
    raise AssertionError(f'no ValueError for width {-3}')

# %%
try:
    wrap_text('a ba b ', -3)
except ValueError as e:
    assert str(e) == 'width must be positive'
else:
    raise AssertionError(f'no ValueError for width {-3}')

# %%
try:
    wrap_text('a ba b', -1)
except ValueError as e:
    assert str(e) == 'width must be positive'
else:
    raise AssertionError(f'no ValueError for width {-3}')

# %%
try:
    wrap_text('aé', -3)
except ValueError as e:
    assert str(e) == 'width must be positive'
else:
    raise AssertionError(f'no ValueError for width {-3}')

# %%
try:
    wrap_text('a', -1)
except ValueError as e:
    assert str(e) == 'width must be positive'
else:
    raise AssertionError(f'no ValueError for width {-3}')

# %%
try:
    wrap_text('ßa b', 0)
except ValueError as e:
    assert str(e) == 'width must be positive'
else:
    raise AssertionError(f'no ValueError for width {-3}')

# %%
try:
    wrap_text(' a b', 0)
except ValueError as e:
    assert str(e) == 'width must be positive'
else:
    raise AssertionError(f'no ValueError for width {-3}')

# %%
try:
    wrap_text('b aa', -3)
except ValueError as e:
    assert str(e) == 'width must be positive'
else:
    raise AssertionError(f'no ValueError for width {-3}')

# %%
try:
    wrap_text('aaa b', -3)
except ValueError as e:
    assert str(e) == 'width must be positive'
else:
    raise AssertionError(f'no ValueError for width {-3}')

# %%
try:
    wrap_text('a b', -5)
except ValueError as e:
    assert str(e) == 'width must be positive'
else:
    raise AssertionError(f'no ValueError for width {-3}')

# %%
try:
    wrap_text('A B', -4)
except ValueError as e:
    assert str(e) == 'width must be positive'
else:
    raise AssertionError(f'no ValueError for width {-3}')

# %%
try:
    wrap_text('a b', -8)
except ValueError as e:
    assert str(e) == 'width must be positive'
else:
    raise AssertionError(f'no ValueError for width {-3}')

# %%
try:
    wrap_text('a b0', -2)
except ValueError as e:
    assert str(e) == 'width must be positive'
else:
    raise AssertionError(f'no ValueError for width {-3}')

# %%
try:
    wrap_text(' a b', -1)
except ValueError as e:
    assert str(e) == 'width must be positive'
else:
    raise AssertionError(f'no ValueError for width {-3}')

# %%
try:
    wrap_text('0', -3)
except ValueError as e:
    assert str(e) == 'width must be positive'
else:
    raise AssertionError(f'no ValueError for width {-3}')

# %%
try:
    wrap_text('é', -3)
except ValueError as e:
    assert str(e) == 'width must be positive'
else:
    raise AssertionError(f'no ValueError for width {-3}')
