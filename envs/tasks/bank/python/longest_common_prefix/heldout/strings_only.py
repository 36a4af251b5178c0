# %%
try:
    longest_common_prefix(['a', 1])
except TypeError as e:
    assert str(e) == 'strings must contain only str'
else:
    raise AssertionError(f"no TypeError for {['a', 1]!r}")

# %%
try:
    longest_common_prefix([1, 'a'])
except TypeError as e:
    assert str(e) == 'strings must contain only str'
else:
    raise AssertionError(f"no TypeError for {['a', 1]!r}")

# %%
try:
    longest_common_prefix(['a', 1, 2])
except TypeError as e:
    assert str(e) == 'strings must contain only str'
else:
    raise AssertionError(f"no TypeError for {['a', 1]!r}")

# %%
try:
    longest_common_prefix([1])
except TypeError as e:
    assert str(e) == 'strings must contain only str'
else:
    raise AssertionError(f"no TypeError for {['a', 1]!r}")

# %%
try:
    longest_common_prefix(['a', 1, 'a', 1])
except TypeError as e:
    assert str(e) == 'strings must contain only str'
else:
    raise AssertionError(f"no TypeError for {['a', 1]!r}")

# %%
try:
    longest_common_prefix(['a', 1, 'a'])
except TypeError as e:
    assert str(e) == 'strings must contain only str'
else:
    raise AssertionError(f"no TypeError for {['a', 1]!r}")

# %%
try:
    longest_common_prefix([None, 'a'])
except TypeError as e:
    assert str(e) == 'strings must contain only str'
else:
    raise AssertionError(f"no TypeError for {[None, 'a']!r}")

# %%
try:
    longest_common_prefix([None])
except TypeError as e:
    assert str(e) == 'strings must contain only str'
else:
    raise AssertionError(f"no TypeError for {[None, 'a']!r}")

# %%
try:
    longest_common_prefix([None, 'a', None])
except TypeError as e:
    assert str(e) == 'strings must contain only str'
else:
    raise AssertionError(f"no TypeError for {[None, 'a']!r}")

# %%
try:
    longest_common_prefix([None, 'a', None, 'a'])
except TypeError as e:
    assert str(e) == 'strings must contain only str'
else:
    raise AssertionError(f"no TypeError for {[None, 'a']!r}")

# %%
try:
    longest_common_prefix(['a', None])
except TypeError as e:
    assert str(e) == 'strings must contain only str'
else:
    raise AssertionError(f"no TypeError for {[None, 'a']!r}")

# %%
try:
    longest_common_prefix([None, 'a', ''])
except TypeError as e:
    assert str(e) == 'strings must contain only str'
else:
    raise AssertionError(f"no TypeError for {[None, 'a']!r}")

# %%
try:
    longest_common_prefix([b'ba', b'ac'])
except TypeError as e:
    assert str(e) == 'strings must contain only str'
else:
    raise AssertionError(f"no TypeError for {[b'ab', b'ac']!r}")

# %%
try:
    longest_common_prefix([b'ac', b'ab'])
except TypeError as e:
    assert str(e) == 'strings must contain only str'
else:
    raise AssertionError(f"no TypeError for {[b'ab', b'ac']!r}")

# %%
try:
    longest_common_prefix([b'ac'])
except TypeError as e:
    assert str(e) == 'strings must contain only str'
else:
    raise AssertionError(f"no TypeError for {[b'ab', b'ac']!r}")

# %%
try:
    longest_common_prefix([b'abab', b'ac'])
except TypeError as e:
    assert str(e) == 'strings must contain only str'
else:
    raise AssertionError(f"no TypeError for {[b'ab', b'ac']!r}")

# %%
try:
    longest_common_prefix([b'ab', b'ac', b''])
except TypeError as e:
    assert str(e) == 'strings must contain only str'
else:
    raise AssertionError(f"no TypeError for {[b'ab', b'ac']!r}")

# %%
try:
    longest_common_prefix([b'ab'])
except TypeError as e:
    assert str(e) == 'strings must contain only str'
else:
    raise AssertionError(f"no TypeError for {[b'ab', b'ac']!r}")

# %%
try:
    longest_common_prefix([b'', b'ac'])
except TypeError as e:
    assert str(e) == 'strings must contain only str'
else:
    raise AssertionError(f"no TypeError for {[b'ab', b'ac']!r}")

# %%
try:
    longest_common_prefix(['', 1, 2])
except TypeError as e:
    assert str(e) == 'strings must contain only str'
else:
    raise AssertionError(f"no TypeError for {['a', 1]!r}")

# %%
try:
    longest_common_prefix(['', 1, '', 1])
except TypeError as e:
    assert str(e) == 'strings must contain only str'
else:
    raise AssertionError(f"no TypeError for {['a', 1]!r}")

# %%
try:
    longest_common_prefix(['', 1, ''])
except TypeError as e:
    assert str(e) == 'strings must contain only str'
else:
    raise AssertionError(f"no TypeError for {['a', 1]!r}")

# %%
try:
    longest_common_prefix(['aa', -1])
except TypeError as e:
    assert str(e) == 'strings must contain only str'
else:
    raise AssertionError(f"no TypeError for {['a', 1]!r}")

# %%
try:
    longest_common_prefix(['aa', 2])
except TypeError as e:
    assert str(e) == 'strings must contain only str'
else:
    raise AssertionError(f"no TypeError for {['a', 1]!r}")

# %%
try:
    longest_common_prefix(['aa', 1, 2])
except TypeError as e:
    assert str(e) == 'strings must contain only str'
else:
    raise AssertionError(f"no TypeError for {['a', 1]!r}")

# %%
try:
    longest_common_prefix([1, 'a', ''])
except TypeError as e:
    assert str(e) == 'strings must contain only str'
else:
    raise AssertionError(f"no TypeError for {['a', 1]!r}")

# %%
try:
    longest_common_prefix([1, 'a', 1])
except TypeError as e:
    assert str(e) == 'strings must contain only str'
else:
    raise AssertionError(f"no TypeError for {['a', 1]!r}")

# %%
try:
    longest_common_prefix(['A', 1, 2])
except TypeError as e:
    assert str(e) == 'strings must contain only str'
else:
    raise AssertionError(f"no TypeError for {['a', 1]!r}")

# %%
try:
    longest_common_prefix(['A', 0])
except TypeError as e:
    assert str(e) == 'strings must contain only str'
else:
    raise AssertionError(f"no TypeError for {['a', 1]!r}")

# %%
try:
    longest_common_prefix([1, 'A'])
except TypeError as e:
    assert str(e) == 'strings must contain only str'
else:
    raise AssertionError(f"no TypeError for {['a', 1]!r}")

# %%
try:
    longest_common_prefix(['A', -1])
except TypeError as e:
    assert str(e) == 'strings must contain only str'
else:
    raise AssertionError(f"no TypeError for {['a', 1]!r}")

# %%
try:
    longest_common_prefix(['A', 1, 'A'])
except TypeError as e:
    assert str(e) == 'strings must contain only str'
else:
    raise AssertionError(f"no TypeError for {['a', 1]!r}")

# %%
try:
    longest_common_prefix(['A', 2])
except TypeError as e:
    assert str(e) == 'strings must contain only str'
else:
    raise AssertionError(f"no TypeError for {['a', 1]!r}")

# %%
try:
    longest_common_prefix(['a', 1, 2, 3])
except TypeError as e:
    assert str(e) == 'strings must contain only str'
else:
    raise AssertionError(f"no TypeError for {['a', 1]!r}")

# %%
try:
    longest_common_prefix([1, 2])
except TypeError as e:
    assert str(e) == 'strings must contain only str'
else:
    raise AssertionError(f"no TypeError for {['a', 1]!r}")

# %%
try:
    longest_common_prefix([1, 1])
except TypeError as e:
    assert str(e) == 'strings must contain only str'
else:
    raise AssertionError(f"no TypeError for {['a', 1]!r}")

# %%
try:
    longest_common_prefix([2])
except TypeError as e:
    assert str(e) == 'strings must contain only str'
else:
    raise AssertionError(f"no TypeError for {['a', 1]!r}")

# %%
try:
    longest_common_prefix(['a', 1, 'a', 1, 'a'])
except TypeError as e:
    assert str(e) == 'strings must contain only str'
else:
    raise AssertionError(f"no TypeError for {['a', 1]!r}")

# %%
try:
    longest_common_prefix(['a', 1, 'a', 1, 'a', 1, 'a', 1])
except TypeError as e:
    assert str(e) == 'strings must contain only str'
else:
    raise AssertionError(f"no TypeError for {['a', 1]!r}")

# %%
try:
    longest_common_prefix(['a', 1, 'a', 1, 2])
except TypeError as e:
    assert str(e) == 'strings must contain only str'
else:
    raise AssertionError(f"no TypeError for {['a', 1]!r}")

# %%
try:
    longest_common_prefix(['a', 1, '', 1])
except TypeError as e:
    assert str(e) == 'strings must contain only str'
else:
    raise AssertionError(f"no TypeError for {['a', 1]!r}")

# %%
try:
    longest_common_prefix(['a', 1, 'A', 1])
except TypeError as e:
    assert str(e) == 'strings must contain only str'
else:
    raise AssertionError(f"no TypeError for {['a', 1]!r}")

# %%
try:
    longest_common_prefix(['a', 1, ''])
except TypeError as e:
    assert str(e) == 'strings must contain only str'
else:
    raise AssertionError(f"no TypeError for {['a', 1]!r}")

# %%
try:
    longest_common_prefix(['a', 1, 'a', 'a', 1, 'a'])
except TypeError as e:
    assert str(e) == 'strings must contain only str'
else:
    raise AssertionError(f"no TypeError for {['a', 1]!r}")

# %%
try:
    longest_common_prefix(['a', 1, 'a', 'a'])
except TypeError as e:
    assert str(e) == 'strings must contain only str'
else:
    raise AssertionError(f"no TypeError for {['a', 1]!r}")

# %%
try:
    longest_common_prefix([None, None])
except TypeError as e:
    assert str(e) == 'strings must contain only str'
else:
    raise AssertionError(f"no TypeError for {[None, 'a']!r}")

# %%
try:
    longest_common_prefix([None, 'a', None, None])
except TypeError as e:
    assert str(e) == 'strings must contain only str'
else:
    raise AssertionError(f"no TypeError for {[None, 'a']!r}")

# %%
try:
    longest_common_prefix([None, '', None])
except TypeError as e:
    assert str(e) == 'strings must contain only str'
else:
    raise AssertionError(f"no TypeError for {[None, 'a']!r}")

# %%
try:
    longest_common_prefix([None, 'aa', None])
except TypeError as e:
    assert str(e) == 'strings must contain only str'
else:
    raise AssertionError(f"no TypeError for {[None, 'a']!r}")

# %%
try:
    longest_common_prefix([None, 'a', None, 'a', None])
except TypeError as e:
    assert str(e) == 'strings must contain only str'
else:
    raise AssertionError(f"no TypeError for {[None, 'a']!r}")

# %%
try:
    longest_common_prefix([None, 'a', None, 'a', ''])
except TypeError as e:
    assert str(e) == 'strings must contain only str'
else:
    raise AssertionError(f"no TypeError for {[None, 'a']!r}")

# %%
try:
    longest_common_prefix([None, 'a', None, 'a', None, 'a', None, 'a'])
except TypeError as e:
    assert str(e) == 'strings must contain only str'
else:
    raise AssertionError(f"no TypeError for {[None, 'a']!r}")

# %%
try:
    longest_common_prefix(['', 'a', None])
except TypeError as e:
    assert str(e) == 'strings must contain only str'
else:
    raise AssertionError(f"no TypeError for {[None, 'a']!r}")

# %%
try:
    longest_common_prefix([None, 'a', '', None])
except TypeError as e:
    assert str(e) == 'strings must contain only str'
else:
    raise AssertionError(f"no TypeError for {[None, 'a']!r}")

# %%
try:
    longest_common_prefix([b'ab', b'acac'])
except TypeError as e:
    assert str(e) == 'strings must contain only str'
else:
    raise AssertionError(f"no TypeError for {[b'ab', b'ac']!r}")

# %%
try:
    longest_common_prefix([b'ab', b''])
except TypeError as e:
    assert str(e) == 'strings must contain only str'
else:
    raise AssertionError(f"no TypeError for {[b'ab', b'ac']!r}")

# %%
try:
    longest_common_prefix([b'ab', b'ca'])
except TypeError as e:
    assert str(e) == 'strings must contain only str'
else:
    raise AssertionError(f"no TypeError for {[b'ab', b'ac']!r}")

# %%
try:
    longest_common_prefix([b'ac', b'ba'])
except TypeError as e:
    assert str(e) == 'strings must contain only str'
else:
    raise AssertionError(f"no TypeError for {[b'ab', b'ac']!r}")

# %%
try:
    longest_common_prefix([b'ba', b'ac', b''])
except TypeError as e:
    assert str(e) == 'strings must contain only str'
else:
    raise AssertionError(f"no TypeError for {[b'ab', b'ac']!r}")

# %%
try:
    longest_common_prefix([b'ba', b'ac', b'ba'])
except TypeError as e:
    assert str(e) == 'strings must contain only str'
else:
    raise AssertionError(f"no TypeError for {[b'ab', b'ac']!r}")

# %%
try:
    longest_common_prefix([b'ab', b'ab', b'ac', b'ac'])
except TypeError as e:
    assert str(e) == 'strings must contain only str'
else:
    raise AssertionError(f"no TypeError for {[b'ab', b'ac']!r}")

# %%
try:
    longest_common_prefix([b'ba', b'ac', b'ab', b'ac'])
except TypeError as e:
    assert str(e) == 'strings must contain only str'
else:
    raise AssertionError(f"no TypeError for {[b'ab', b'ac']!r}")

# %%
try:
    longest_common_prefix([b'ac', b'ab', b'ac'])
except TypeError as e:
    assert str(e) == 'strings must contain only str'
else:
    raise AssertionError(f"no TypeError for {[b'ab', b'ac']!r}")

# %%
try:
    longest_common_prefix([b'ab', b'ac', b'ab', b'ac', b'ab'])
except TypeError as e:
    assert str(e) == 'strings must contain only str'
else:
    raise AssertionError(f"no TypeError for {[b'ab', b'ac']!r}")

# %%
try:
    longest_common_prefix([b'a', b'ac', b'a', b'ac'])
except TypeError as e:
    assert str(e) == 'strings must contain only str'
else:
    raise AssertionError(f"no TypeError for {[b'ab', b'ac']!r}")

# %%
try:
    longest_common_prefix([b'a'])
except TypeError as e:
    assert str(e) == 'strings must contain only str'
else:
    raise AssertionError(f"no TypeError for {[b'ab', b'ac']!r}")

# %%
try:
    longest_common_prefix([b'ac', b'a'])
except TypeError as e:
    assert str(e) == 'strings must contain only str'
else:
    raise AssertionError(f"no TypeError for {[b'ab', b'ac']!r}")

# %%
try:
    longest_common_prefix([b'a', b'ac', b'a'])
except TypeError as e:
    assert str(e) == 'strings must contain only str'
else:
    raise AssertionError(f"no TypeError for {[b'ab', b'ac']!r}")

# %%
try:
    longest_common_prefix([b'ac', b'abab'])
except TypeError as e:
    assert str(e) == 'strings must contain only str'
else:
    raise AssertionError(f"no TypeError for {[b'ab', b'ac']!r}")

# %%
try:
    longest_common_prefix([b'ac', b''])
except TypeError as e:
    assert str(e) == 'strings must contain only str'
else:
    raise AssertionError(f"no TypeError for {[b'ab', b'ac']!r}")

# %%
try:
    longest_common_prefix([b'ac', b'ac'])
except TypeError as e:
    assert str(e) == 'strings must contain only str'
else:
    raise AssertionError(f"no TypeError for {[b'ab', b'ac']!r}")

# %%
try:
    longest_common_prefix([b'a', b'ac', b'ab'])
except TypeError as e:
    assert str(e) == 'strings must contain only str'
else:
    raise AssertionError(f"no TypeError for {[b'ab', b'ac']!r}")

# %%
try:
    longest_common_prefix([b'ac', b'ab', b'ab'])
except TypeError as e:
    assert str(e) == 'strings must contain only str'
else:
    raise AssertionError(f"no TypeError for {[b'ab', b'ac']!r}")

# %%
try:
    longest_common_prefix([b'ab', b'ac', b'ab', b''])
except TypeError as e:
    assert str(e) == 'strings must contain only str'
else:
    raise AssertionError(f"no TypeError for {[b'ab', b'ac']!r}")

# %%
try:
    longest_common_prefix([b'abab', b'ac', b'abab', b'ac'])
except TypeError as e:
    assert str(e) == 'strings must contain only str'
else:
    raise AssertionError(f"no TypeError for {[b'ab', b'ac']!r}")

# %%
try:
    longest_common_prefix([b'abab'])
except TypeError as e:
    assert str(e) == 'strings must contain only str'
else:
    raise AssertionError(f"no TypeError for {[b'ab', b'ac']!r}")

# %%
try:
    longest_common_prefix([b'', b'ac', b''])
except TypeError as e:
    assert str(e) == 'strings must contain only str'
else:
    raise AssertionError(f"no TypeError for {[b'ab', b'ac']!r}")

# %%
try:
    longest_common_prefix([b'ab', b'ac', b'', b''])
except TypeError as e:
    assert str(e) == 'strings must contain only str'
else:
    raise AssertionError(f"no TypeError for {[b'ab', b'ac']!r}")

# %%
try:
    longest_common_prefix([b'ab', b'ab'])
except TypeError as e:
    assert str(e) == 'strings must contain only str'
else:
    raise AssertionError(f"no TypeError for {[b'ab', b'ac']!r}")

# %%
try:
    longest_common_prefix([b'', b'ac', b'', b'ac'])
except TypeError as e:
    assert str(e) == 'strings must contain only str'
else:
    raise AssertionError(f"no TypeError for {[b'ab', b'ac']!r}")
