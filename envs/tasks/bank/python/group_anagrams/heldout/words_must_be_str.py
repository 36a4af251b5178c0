# %%
try:
    group_anagrams(['ab', 3])
except TypeError as e:
    assert str(e) == 'all words must be str'
else:
    raise AssertionError(f"no TypeError for {['ab', 3]!r}")

# %%
try:
    group_anagrams(['ab', 2])
except TypeError as e:
    assert str(e) == 'all words must be str'
else:
    raise AssertionError(f"no TypeError for {['ab', 3]!r}")

# %%
try:
    group_anagrams([3, 'ab'])
except TypeError as e:
    assert str(e) == 'all words must be str'
else:
    raise AssertionError(f"no TypeError for {['ab', 3]!r}")

# %%
try:
    group_anagrams(['ab', 3, 'ab'])
except TypeError as e:
    assert str(e) == 'all words must be str'
else:
    raise AssertionError(f"no TypeError for {['ab', 3]!r}")

# %%
try:
    group_anagrams(['ab', 3, 'ab', 3])
except TypeError as e:
    assert str(e) == 'all words must be str'
else:
    raise AssertionError(f"no TypeError for {['ab', 3]!r}")

# %%
try:
    group_anagrams([3])
except TypeError as e:
    assert str(e) == 'all words must be str'
else:
    raise AssertionError(f"no TypeError for {['ab', 3]!r}")

# %%
try:
    group_anagrams(['ab', 4])
except TypeError as e:
    assert str(e) == 'all words must be str'
else:
    raise AssertionError(f"no TypeError for {['ab', 3]!r}")

# %%
try:
    group_anagrams([None])
except TypeError as e:
    assert str(e) == 'all words must be str'
else:
    raise AssertionError(f'no TypeError for {[None]!r}')

# %%
try:
    group_anagrams([None, None])
except TypeError as e:
    assert str(e) == 'all words must be str'
else:
    raise AssertionError(f'no TypeError for {[None]!r}')

# %%
try:
    group_anagrams(['x', b'x'])
except TypeError as e:
    assert str(e) == 'all words must be str'
else:
    raise AssertionError(f"no TypeError for {['x', b'x']!r}")

# %%
try:
    group_anagrams(['x', b'x', b''])
except TypeError as e:
    assert str(e) == 'all words must be str'
else:
    raise AssertionError(f"no TypeError for {['x', b'x']!r}")

# %%
try:
    group_anagrams(['x', b'x', 'x'])
except TypeError as e:
    assert str(e) == 'all words must be str'
else:
    raise AssertionError(f"no TypeError for {['x', b'x']!r}")

# %%
try:
    group_anagrams(['x', b'xx'])
except TypeError as e:
    assert str(e) == 'all words must be str'
else:
    raise AssertionError(f"no TypeError for {['x', b'x']!r}")

# %%
try:
    group_anagrams(['ab', 0, 'ab', 0])
except TypeError as e:
    assert str(e) == 'all words must be str'
else:
    raise AssertionError(f"no TypeError for {['ab', 3]!r}")

# %%
try:
    group_anagrams(['ab', 0, 1])
except TypeError as e:
    assert str(e) == 'all words must be str'
else:
    raise AssertionError(f"no TypeError for {['ab', 3]!r}")

# %%
try:
    group_anagrams([0])
except TypeError as e:
    assert str(e) == 'all words must be str'
else:
    raise AssertionError(f"no TypeError for {['ab', 3]!r}")

# %%
try:
    group_anagrams(['', 0])
except TypeError as e:
    assert str(e) == 'all words must be str'
else:
    raise AssertionError(f"no TypeError for {['ab', 3]!r}")

# %%
try:
    group_anagrams([0, 'ab'])
except TypeError as e:
    assert str(e) == 'all words must be str'
else:
    raise AssertionError(f"no TypeError for {['ab', 3]!r}")

# %%
try:
    group_anagrams(['ab', 2, 'ab'])
except TypeError as e:
    assert str(e) == 'all words must be str'
else:
    raise AssertionError(f"no TypeError for {['ab', 3]!r}")

# %%
try:
    group_anagrams(['ab', 2, 'ab', 2])
except TypeError as e:
    assert str(e) == 'all words must be str'
else:
    raise AssertionError(f"no TypeError for {['ab', 3]!r}")

# %%
try:
    group_anagrams([2, 'ab'])
except TypeError as e:
    assert str(e) == 'all words must be str'
else:
    raise AssertionError(f"no TypeError for {['ab', 3]!r}")

# %%
try:
    group_anagrams(['ab', 1])
except TypeError as e:
    assert str(e) == 'all words must be str'
else:
    raise AssertionError(f"no TypeError for {['ab', 3]!r}")

# %%
try:
    group_anagrams([2])
except TypeError as e:
    assert str(e) == 'all words must be str'
else:
    raise AssertionError(f"no TypeError for {['ab', 3]!r}")

# %%
try:
    group_anagrams(['ab', 2, 3])
except TypeError as e:
    assert str(e) == 'all words must be str'
else:
    raise AssertionError(f"no TypeError for {['ab', 3]!r}")

# %%
try:
    group_anagrams(['ab', -3, 'ab', -3])
except TypeError as e:
    assert str(e) == 'all words must be str'
else:
    raise AssertionError(f"no TypeError for {['ab', 3]!r}")

# %%
try:
    group_anagrams([-3])
except TypeError as e:
    assert str(e) == 'all words must be str'
else:
    raise AssertionError(f"no TypeError for {['ab', 3]!r}")

# %%
try:
    group_anagrams(['ab', -3, 'ab'])
except TypeError as e:
    assert str(e) == 'all words must be str'
else:
    raise AssertionError(f"no TypeError for {['ab', 3]!r}")

# %%
try:
    group_anagrams(['', -3])
except TypeError as e:
    assert str(e) == 'all words must be str'
else:
    raise AssertionError(f"no TypeError for {['ab', 3]!r}")

# %%
try:
    group_anagrams([3, 'ab', 3])
except TypeError as e:
    assert str(e) == 'all words must be str'
else:
    raise AssertionError(f"no TypeError for {['ab', 3]!r}")

# %%
try:
    group_anagrams([3, 'ab', ''])
except TypeError as e:
    assert str(e) == 'all words must be str'
else:
    raise AssertionError(f"no TypeError for {['ab', 3]!r}")

# %%
try:
    group_anagrams([3, 'ab', 3, 'ab'])
except TypeError as e:
    assert str(e) == 'all words must be str'
else:
    raise AssertionError(f"no TypeError for {['ab', 3]!r}")

# %%
try:
    group_anagrams([3, 'a'])
except TypeError as e:
    assert str(e) == 'all words must be str'
else:
    raise AssertionError(f"no TypeError for {['ab', 3]!r}")

# %%
try:
    group_anagrams([3, ''])
except TypeError as e:
    assert str(e) == 'all words must be str'
else:
    raise AssertionError(f"no TypeError for {['ab', 3]!r}")

# %%
try:
    group_anagrams(['ab', 3, 'ab', ''])
except TypeError as e:
    assert str(e) == 'all words must be str'
else:
    raise AssertionError(f"no TypeError for {['ab', 3]!r}")

# %%
try:
    group_anagrams(['ab', 3, 'ab', 'ab'])
except TypeError as e:
    assert str(e) == 'all words must be str'
else:
    raise AssertionError(f"no TypeError for {['ab', 3]!r}")

# %%
try:
    group_anagrams(['', 3, 'ab'])
except TypeError as e:
    assert str(e) == 'all words must be str'
else:
    raise AssertionError(f"no TypeError for {['ab', 3]!r}")

# %%
try:
    group_anagrams(['ab', 3, 'ab', 'ab', 3, 'ab'])
except TypeError as e:
    assert str(e) == 'all words must be str'
else:
    raise AssertionError(f"no TypeError for {['ab', 3]!r}")

# %%
try:
    group_anagrams(['AB', 3, 'ab'])
except TypeError as e:
    assert str(e) == 'all words must be str'
else:
    raise AssertionError(f"no TypeError for {['ab', 3]!r}")

# %%
try:
    group_anagrams(['ab', 3, 'ab', 3, 4])
except TypeError as e:
    assert str(e) == 'all words must be str'
else:
    raise AssertionError(f"no TypeError for {['ab', 3]!r}")

# %%
try:
    group_anagrams(['ab', 3, 'ab', 3, 'ab', 3, 'ab', 3])
except TypeError as e:
    assert str(e) == 'all words must be str'
else:
    raise AssertionError(f"no TypeError for {['ab', 3]!r}")

# %%
try:
    group_anagrams(['ab', 3, '', 3])
except TypeError as e:
    assert str(e) == 'all words must be str'
else:
    raise AssertionError(f"no TypeError for {['ab', 3]!r}")

# %%
try:
    group_anagrams(['ab', 3, 'a', 3])
except TypeError as e:
    assert str(e) == 'all words must be str'
else:
    raise AssertionError(f"no TypeError for {['ab', 3]!r}")

# %%
try:
    group_anagrams(['ab', 3, 'abab', 3])
except TypeError as e:
    assert str(e) == 'all words must be str'
else:
    raise AssertionError(f"no TypeError for {['ab', 3]!r}")

# %%
try:
    group_anagrams([4])
except TypeError as e:
    assert str(e) == 'all words must be str'
else:
    raise AssertionError(f"no TypeError for {['ab', 3]!r}")

# %%
try:
    group_anagrams([3, 3])
except TypeError as e:
    assert str(e) == 'all words must be str'
else:
    raise AssertionError(f"no TypeError for {['ab', 3]!r}")

# %%
try:
    group_anagrams(['ab', 3, 4, 'ab'])
except TypeError as e:
    assert str(e) == 'all words must be str'
else:
    raise AssertionError(f"no TypeError for {['ab', 3]!r}")

# %%
try:
    group_anagrams(['ab', 3, 4, 5])
except TypeError as e:
    assert str(e) == 'all words must be str'
else:
    raise AssertionError(f"no TypeError for {['ab', 3]!r}")

# %%
try:
    group_anagrams(['ab', 4, 4])
except TypeError as e:
    assert str(e) == 'all words must be str'
else:
    raise AssertionError(f"no TypeError for {['ab', 3]!r}")

# %%
try:
    group_anagrams(['ab', -3, 4])
except TypeError as e:
    assert str(e) == 'all words must be str'
else:
    raise AssertionError(f"no TypeError for {['ab', 3]!r}")

# %%
try:
    group_anagrams(['ab', 3, 4, 'ab', 3, 4])
except TypeError as e:
    assert str(e) == 'all words must be str'
else:
    raise AssertionError(f"no TypeError for {['ab', 3]!r}")

# %%
try:
    group_anagrams(['ab', 2, 4])
except TypeError as e:
    assert str(e) == 'all words must be str'
else:
    raise AssertionError(f"no TypeError for {['ab', 3]!r}")

# %%
try:
    group_anagrams([4, 'ab'])
except TypeError as e:
    assert str(e) == 'all words must be str'
else:
    raise AssertionError(f"no TypeError for {['ab', 3]!r}")

# %%
try:
    group_anagrams(['ab', 4, 'ab', 4])
except TypeError as e:
    assert str(e) == 'all words must be str'
else:
    raise AssertionError(f"no TypeError for {['ab', 3]!r}")

# %%
try:
    group_anagrams(['ab', -4])
except TypeError as e:
    assert str(e) == 'all words must be str'
else:
    raise AssertionError(f"no TypeError for {['ab', 3]!r}")

# %%
try:
    group_anagrams(['ab', 4, 5])
except TypeError as e:
    assert str(e) == 'all words must be str'
else:
    raise AssertionError(f"no TypeError for {['ab', 3]!r}")

# %%
try:
    group_anagrams([None, None, None, None])
except TypeError as e:
    assert str(e) == 'all words must be str'
else:
    raise AssertionError(f'no TypeError for {[None]!r}')

# %%
try:
    group_anagrams([None, None, None])
except TypeError as e:
    assert str(e) == 'all words must be str'
else:
    raise AssertionError(f'no TypeError for {[None]!r}')

# %%
try:
    group_anagrams([b''])
except TypeError as e:
    assert str(e) == 'all words must be str'
else:
    raise AssertionError(f"no TypeError for {['x', b'x']!r}")

# %%
try:
    group_anagrams([b'x', b'x'])
except TypeError as e:
    assert str(e) == 'all words must be str'
else:
    raise AssertionError(f"no TypeError for {['x', b'x']!r}")

# %%
try:
    group_anagrams([b'x', b''])
except TypeError as e:
    assert str(e) == 'all words must be str'
else:
    raise AssertionError(f"no TypeError for {['x', b'x']!r}")

# %%
try:
    group_anagrams([b'xx'])
except TypeError as e:
    assert str(e) == 'all words must be str'
else:
    raise AssertionError(f"no TypeError for {['x', b'x']!r}")

# %%
try:
    group_anagrams([b'x', ''])
except TypeError as e:
    assert str(e) == 'all words must be str'
else:
    raise AssertionError(f"no TypeError for {['x', b'x']!r}")

# %%
try:
    group_anagrams([b'x', 'xx'])
except TypeError as e:
    assert str(e) == 'all words must be str'
else:
    raise AssertionError(f"no TypeError for {['x', b'x']!r}")

# %%
try:
    group_anagrams([b'x', 'x', b'x'])
except TypeError as e:
    assert str(e) == 'all words must be str'
else:
    raise AssertionError(f"no TypeError for {['x', b'x']!r}")

# %%
try:
    group_anagrams([b'x', 'x', ''])
except TypeError as e:
    assert str(e) == 'all words must be str'
else:
    raise AssertionError(f"no TypeError for {['x', b'x']!r}")

# %%
try:
    group_anagrams(['x', b'xx', b''])
except TypeError as e:
    assert str(e) == 'all words must be str'
else:
    raise AssertionError(f"no TypeError for {['x', b'x']!r}")

# %%
try:
    group_anagrams(['x', b'x', b'', 'x', b'x', b''])
except TypeError as e:
    assert str(e) == 'all words must be str'
else:
    raise AssertionError(f"no TypeError for {['x', b'x']!r}")

# %%
try:
    group_anagrams(['x', b'x', b'', b''])
except TypeError as e:
    assert str(e) == 'all words must be str'
else:
    raise AssertionError(f"no TypeError for {['x', b'x']!r}")

# %%
try:
    group_anagrams([b'', b'x', 'x'])
except TypeError as e:
    assert str(e) == 'all words must be str'
else:
    raise AssertionError(f"no TypeError for {['x', b'x']!r}")

# %%
try:
    group_anagrams(['', b'x', 'x', b'x'])
except TypeError as e:
    assert str(e) == 'all words must be str'
else:
    raise AssertionError(f"no TypeError for {['x', b'x']!r}")

# %%
try:
    group_anagrams(['x', b'x', 'x', b'x', 'x'])
except TypeError as e:
    assert str(e) == 'all words must be str'
else:
    raise AssertionError(f"no TypeError for {['x', b'x']!r}")

# %%
try:
    group_anagrams(['x', b'x', 'x', b'x', b''])
except TypeError as e:
    assert str(e) == 'all words must be str'
else:
    raise AssertionError(f"no TypeError for {['x', b'x']!r}")

# %%
try:
    group_anagrams(['x', b'x', 'x', b'x', 'x', b'x', 'x', b'x'])
except TypeError as e:
    assert str(e) == 'all words must be str'
else:
    raise AssertionError(f"no TypeError for {['x', b'x']!r}")

# %%
try:
    group_anagrams(['x', b'x', 'xx'])
except TypeError as e:
    assert str(e) == 'all words must be str'
else:
    raise AssertionError(f"no TypeError for {['x', b'x']!r}")

# %%
try:
    group_anagrams(['x', b'x', 'x', 'x', b'x', 'x'])
except TypeError as e:
    assert str(e) == 'all words must be str'
else:
    raise AssertionError(f"no TypeError for {['x', b'x']!r}")

# %%
try:
    group_anagrams(['x', b'x', 'x', 'x'])
except TypeError as e:
    assert str(e) == 'all words must be str'
else:
    raise AssertionError(f"no TypeError for {['x', b'x']!r}")

# %%
try:
    group_anagrams([b'', 'x'])
except TypeError as e:
    assert str(e) == 'all words must be str'
else:
    raise AssertionError(f"no TypeError for {['x', b'x']!r}")

# %%
try:
    group_anagrams(['x', b'xxxx'])
except TypeError as e:
    assert str(e) == 'all words must be str'
else:
    raise AssertionError(f"no TypeError for {['x', b'x']!r}")

# %%
try:
    group_anagrams(['x', b'xx', 'x', b'xx'])
except TypeError as e:
    assert str(e) == 'all words must be str'
else:
    raise AssertionError(f"no TypeError for {['x', b'x']!r}")

# %%
try:
    group_anagrams([b'xx', 'x'])
except TypeError as e:
    assert str(e) == 'all words must be str'
else:
    raise AssertionError(f"no TypeError for {['x', b'x']!r}")
