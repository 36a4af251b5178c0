# %%
assert is_valid_username('aab', min_length=2) is True

# %%
assert is_valid_username('ab', min_length=-1) is True

# %%
assert is_valid_username('ab', min_length=0) is True

# %%
assert is_valid_username('abcdef0', max_length=5) is False

# %%
assert is_valid_username('a', max_length=5) is False

# %%
assert is_valid_username('abcdefabcdef', max_length=5) is False

# %%
assert is_valid_username('abcdef ', max_length=5) is False

# %%
assert is_valid_username(' abcdef', max_length=5) is False

# %%
assert is_valid_username('', max_length=5) is False

# %%
assert is_valid_username('abcde', min_length=2, max_length=5) is True

# %%
assert is_valid_username('abcde', min_length=-5, max_length=5) is True

# %%
assert is_valid_username('abcde', min_length=0, max_length=5) is True

# %%
try:
    is_valid_username('ABC', min_length=5, max_length=4)
except ValueError as e:
    assert str(e) == 'min_length must not exceed max_length'
else:
    raise AssertionError('no ValueError for min_length > max_length')

# %%
try:
    is_valid_username('abc', min_length=6, max_length=4)
except ValueError as e:
    assert str(e) == 'min_length must not exceed max_length'
else:
    raise AssertionError('no ValueError for min_length > max_length')

# %%
try:
    is_valid_username('', min_length=5, max_length=4)
except ValueError as e:
    assert str(e) == 'min_length must not exceed max_length'
else:
    raise AssertionError('no ValueError for min_length > max_length')

# %%
try:
    is_valid_username('abc', min_length=5, max_length=3)
except ValueError as e:
    assert str(e) == 'min_length must not exceed max_length'
else:
    raise AssertionError('no ValueError for min_length > max_length')

# %%
try:
    is_valid_username('abc', min_length=5, max_length=1)
except ValueError as e:
    assert str(e) == 'min_length must not exceed max_length'
else:
    raise AssertionError('no ValueError for min_length > max_length')

# %%
try:
    is_valid_username('abc', min_length=5, max_length=2)
except ValueError as e:
    assert str(e) == 'min_length must not exceed max_length'
else:
    raise AssertionError('no ValueError for min_length > max_length')

# %%
try:
    is_valid_username('bc', min_length=5, max_length=4)
except ValueError as e:
    assert str(e) == 'min_length must not exceed max_length'
else:
    raise AssertionError('no ValueError for min_length > max_length')

# %%
try:
    is_valid_username('abc', min_length=5, max_length=-4)
except ValueError as e:
    assert str(e) == 'min_length must not exceed max_length'
else:
    raise AssertionError('no ValueError for min_length > max_length')

# %%
assert is_valid_username('ab0ab0', min_length=2) is True

# %%
assert is_valid_username('b0', min_length=2) is True

# %%
assert is_valid_username('abab', min_length=3) is True

# %%
assert is_valid_username('baba', min_length=2) is True

# %%
assert is_valid_username('ba', min_length=0) is True

# %%
assert is_valid_username('a', min_length=0) is True

# %%
assert is_valid_username('aab', min_length=-2) is True

# %%
assert is_valid_username('ba', min_length=1) is True

# %%
assert is_valid_username('ba', min_length=-2) is True

# %%
assert is_valid_username('ab0', min_length=1) is True

# %%
assert is_valid_username('A', max_length=5) is False

# %%
assert is_valid_username('bcdef0', max_length=5) is False

# %%
assert is_valid_username('a', max_length=6) is False

# %%
assert is_valid_username('a', max_length=10) is False

# %%
assert is_valid_username('abcdefabcdefabcdefabcdef', max_length=5) is False

# %%
assert is_valid_username('ßabcdefabcdef', max_length=5) is False

# %%
assert is_valid_username('abcdefabcdef ', max_length=5) is False

# %%
assert is_valid_username('ßabcdef0', max_length=5) is False

# %%
assert is_valid_username('ABCDE', max_length=5) is False

# %%
assert is_valid_username('ABC', max_length=5) is False

# %%
assert is_valid_username('AABCDEF', max_length=5) is False

# %%
assert is_valid_username('abcdeféabcdefé', max_length=5) is False

# %%
assert is_valid_username('abcdefé0', max_length=5) is False

# %%
assert is_valid_username('abcdefé', max_length=4) is False

# %%
assert is_valid_username('ABCDEF ', max_length=5) is False

# %%
assert is_valid_username('abcdef ', max_length=6) is False

# %%
assert is_valid_username(' abcdef', max_length=6) is False

# %%
assert is_valid_username('é', max_length=5) is False

# %%
assert is_valid_username('abcde', min_length=2, max_length=6) is True

# %%
assert is_valid_username('abcde', min_length=4, max_length=5) is True

# %%
assert is_valid_username('abcde', min_length=-6, max_length=5) is True

# %%
assert is_valid_username('a', min_length=0, max_length=5) is True

# %%
assert is_valid_username('abcde', min_length=-5, max_length=1000000) is True

# %%
assert is_valid_username('aabcde', min_length=5, max_length=1000000) is True

# %%
assert is_valid_username('ab', min_length=-1, max_length=5) is True

# %%
try:
    is_valid_username('ABC', min_length=5, max_length=-1)
except ValueError as e:
    assert str(e) == 'min_length must not exceed max_length'
else:
    raise AssertionError('no ValueError for min_length > max_length')

# %%
try:
    is_valid_username('A', min_length=5, max_length=4)
except ValueError as e:
    assert str(e) == 'min_length must not exceed max_length'
else:
    raise AssertionError('no ValueError for min_length > max_length')

# %%
try:
    is_valid_username('ABC', min_length=1000000, max_length=4)
except ValueError as e:
    assert str(e) == 'min_length must not exceed max_length'
else:
    raise AssertionError('no ValueError for min_length > max_length')

# %%
try:
    is_valid_username('abc', min_length=1000000, max_length=7)
except ValueError as e:
    assert str(e) == 'min_length must not exceed max_length'
else:
    raise AssertionError('no ValueError for min_length > max_length')

# %%
try:
    is_valid_username('abc', min_length=1000000, max_length=2)
except ValueError as e:
    assert str(e) == 'min_length must not exceed max_length'
else:
    raise AssertionError('no ValueError for min_length > max_length')

# %%
try:
    is_valid_username('aabc', min_length=1000000, max_length=4)
except ValueError as e:
    assert str(e) == 'min_length must not exceed max_length'
else:
    raise AssertionError('no ValueError for min_length > max_length')

# %%
try:
    is_valid_username('ABC', min_length=6, max_length=4)
except ValueError as e:
    assert str(e) == 'min_length must not exceed max_length'
else:
    raise AssertionError('no ValueError for min_length > max_length')

# %%
try:
    is_valid_username('aabc', min_length=5, max_length=-4)
except ValueError as e:
    assert str(e) == 'min_length must not exceed max_length'
else:
    raise AssertionError('no ValueError for min_length > max_length')

# %%
try:
    is_valid_username('aabc', min_length=5, max_length=-1)
except ValueError as e:
    assert str(e) == 'min_length must not exceed max_length'
else:
    raise AssertionError('no ValueError for min_length > max_length')

# %%
try:
    is_valid_username('ßabc', min_length=5, max_length=3)
except ValueError as e:
    assert str(e) == 'min_length must not exceed max_length'
else:
    raise AssertionError('no ValueError for min_length > max_length')

# %%
try:
    is_valid_username('bc', min_length=5, max_length=3)
except ValueError as e:
    assert str(e) == 'min_length must not exceed max_length'
else:
    raise AssertionError('no ValueError for min_length > max_length')

# %%
try:
    is_valid_username('', min_length=5, max_length=3)
except ValueError as e:
    assert str(e) == 'min_length must not exceed max_length'
else:
    raise AssertionError('no ValueError for min_length > max_length')

# %%
try:
    is_valid_username('abc', min_length=10, max_length=1)
except ValueError as e:
    assert str(e) == 'min_length must not exceed max_length'
else:
    raise AssertionError('no ValueError for min_length > max_length')

# %%
try:
    is_valid_username('cba', min_length=5, max_length=2)
except ValueError as e:
    assert str(e) == 'min_length must not exceed max_length'
else:
    raise AssertionError('no ValueError for min_length > max_length')

# %%
try:
    is_valid_username('ßabc', min_length=5, max_length=-1)
except ValueError as e:
    assert str(e) == 'min_length must not exceed max_length'
else:
    raise AssertionError('no ValueError for min_length > max_length')

# %%
try:
    is_valid_username('ßabc ', min_length=5, max_length=4)
except ValueError as e:
    assert str(e) == 'min_length must not exceed max_length'
else:
    raise AssertionError('no ValueError for min_length > max_length')

# %%
try:
    is_valid_username('abc ', min_length=7, max_length=4)
except ValueError as e:
    assert str(e) == 'min_length must not exceed max_length'
else:
    raise AssertionError('no ValueError for min_length > max_length')

# %%
try:
    is_valid_username('a', min_length=5, max_length=4)
except ValueError as e:
    assert str(e) == 'min_length must not exceed max_length'
else:
    raise AssertionError('no ValueError for min_length > max_length')

# %%
try:
    is_valid_username('ABC', min_length=5, max_length=-4)
except ValueError as e:
    assert str(e) == 'min_length must not exceed max_length'
else:
    raise AssertionError('no ValueError for min_length > max_length')

# %%
try:
    is_valid_username('abc', min_length=1, max_length=-4)
except ValueError as e:
    assert str(e) == 'min_length must not exceed max_length'
else:
    raise AssertionError('no ValueError for min_length > max_length')

# %%
try:
    is_valid_username(' ', min_length=5, max_length=4)
except ValueError as e:
    assert str(e) == 'min_length must not exceed max_length'
else:
    raise AssertionError('no ValueError for min_length > max_length')

# %%
try:
    is_valid_username('ß abc', min_length=5, max_length=4)
except ValueError as e:
    assert str(e) == 'min_length must not exceed max_length'
else:
    raise AssertionError('no ValueError for min_length > max_length')

# %%
try:
    is_valid_username('abc', min_length=10, max_length=3)
except ValueError as e:
    assert str(e) == 'min_length must not exceed max_length'
else:
    raise AssertionError('no ValueError for min_length > max_length')

# %%
try:
    is_valid_username('abc', min_length=10, max_length=0)
except ValueError as e:
    assert str(e) == 'min_length must not exceed max_length'
else:
    raise AssertionError('no ValueError for min_length > max_length')

# %%
try:
    is_valid_username('a', min_length=10, max_length=4)
except ValueError as e:
    assert str(e) == 'min_length must not exceed max_length'
else:
    raise AssertionError('no ValueError for min_length > max_length')
