# %%
try:
    flatten_list('abc')
except TypeError as e:
    assert str(e) == 'nested must be a list or tuple', str(e)
else:
    raise AssertionError(f"{'abc'!r} accepted")

# %%
try:
    flatten_list('a')
except TypeError as e:
    assert str(e) == 'nested must be a list or tuple', str(e)
else:
    raise AssertionError(f"{'abc'!r} accepted")

# %%
try:
    flatten_list('ABC')
except TypeError as e:
    assert str(e) == 'nested must be a list or tuple', str(e)
else:
    raise AssertionError(f"{'abc'!r} accepted")

# %%
try:
    flatten_list('aabc')
except TypeError as e:
    assert str(e) == 'nested must be a list or tuple', str(e)
else:
    raise AssertionError(f"{'abc'!r} accepted")

# %%
try:
    flatten_list('abc0')
except TypeError as e:
    assert str(e) == 'nested must be a list or tuple', str(e)
else:
    raise AssertionError(f"{'abc'!r} accepted")

# %%
try:
    flatten_list('abcé')
except TypeError as e:
    assert str(e) == 'nested must be a list or tuple', str(e)
else:
    raise AssertionError(f"{'abc'!r} accepted")

# %%
try:
    flatten_list(' abc')
except TypeError as e:
    assert str(e) == 'nested must be a list or tuple', str(e)
else:
    raise AssertionError(f"{'abc'!r} accepted")

# %%
try:
    flatten_list('cba')
except TypeError as e:
    assert str(e) == 'nested must be a list or tuple', str(e)
else:
    raise AssertionError(f"{'abc'!r} accepted")

# %%
try:
    flatten_list('abc ')
except TypeError as e:
    assert str(e) == 'nested must be a list or tuple', str(e)
else:
    raise AssertionError(f"{'abc'!r} accepted")

# %%
try:
    flatten_list(7)
except TypeError as e:
    assert str(e) == 'nested must be a list or tuple', str(e)
else:
    raise AssertionError(f'{5!r} accepted')

# %%
try:
    flatten_list(1000000)
except TypeError as e:
    assert str(e) == 'nested must be a list or tuple', str(e)
else:
    raise AssertionError(f'{5!r} accepted')

# %%
try:
    flatten_list(-5)
except TypeError as e:
    assert str(e) == 'nested must be a list or tuple', str(e)
else:
    raise AssertionError(f'{5!r} accepted')

# %%
try:
    flatten_list(0)
except TypeError as e:
    assert str(e) == 'nested must be a list or tuple', str(e)
else:
    raise AssertionError(f'{5!r} accepted')

# %%
try:
    flatten_list(4)
except TypeError as e:
    assert str(e) == 'nested must be a list or tuple', str(e)
else:
    raise AssertionError(f'{5!r} accepted')

# %%
try:
    flatten_list({1: 2})
except TypeError as e:
    assert str(e) == 'nested must be a list or tuple', str(e)
else:
    raise AssertionError(f'{ {1: 2}!r} accepted')

# %%
try:
    flatten_list('aé')
except TypeError as e:
    assert str(e) == 'nested must be a list or tuple', str(e)
else:
    raise AssertionError(f"{'abc'!r} accepted")

# %%
try:
    flatten_list('A')
except TypeError as e:
    assert str(e) == 'nested must be a list or tuple', str(e)
else:
    raise AssertionError(f"{'abc'!r} accepted")

# %%
try:
    flatten_list('a ')
except TypeError as e:
    assert str(e) == 'nested must be a list or tuple', str(e)
else:
    raise AssertionError(f"{'abc'!r} accepted")

# %%
try:
    flatten_list(' bc')
except TypeError as e:
    assert str(e) == 'nested must be a list or tuple', str(e)
else:
    raise AssertionError(f"{'abc'!r} accepted")

# %%
try:
    flatten_list('Bc')
except TypeError as e:
    assert str(e) == 'nested must be a list or tuple', str(e)
else:
    raise AssertionError(f"{'abc'!r} accepted")

# %%
try:
    flatten_list('bbc')
except TypeError as e:
    assert str(e) == 'nested must be a list or tuple', str(e)
else:
    raise AssertionError(f"{'abc'!r} accepted")

# %%
try:
    flatten_list('c')
except TypeError as e:
    assert str(e) == 'nested must be a list or tuple', str(e)
else:
    raise AssertionError(f"{'abc'!r} accepted")

# %%
try:
    flatten_list('ßabc0')
except TypeError as e:
    assert str(e) == 'nested must be a list or tuple', str(e)
else:
    raise AssertionError(f"{'abc'!r} accepted")

# %%
try:
    flatten_list('Ssabc')
except TypeError as e:
    assert str(e) == 'nested must be a list or tuple', str(e)
else:
    raise AssertionError(f"{'abc'!r} accepted")

# %%
try:
    flatten_list('ßabcé')
except TypeError as e:
    assert str(e) == 'nested must be a list or tuple', str(e)
else:
    raise AssertionError(f"{'abc'!r} accepted")

# %%
try:
    flatten_list('ß')
except TypeError as e:
    assert str(e) == 'nested must be a list or tuple', str(e)
else:
    raise AssertionError(f"{'abc'!r} accepted")

# %%
try:
    flatten_list('CBA')
except TypeError as e:
    assert str(e) == 'nested must be a list or tuple', str(e)
else:
    raise AssertionError(f"{'abc'!r} accepted")

# %%
try:
    flatten_list('ABCABC')
except TypeError as e:
    assert str(e) == 'nested must be a list or tuple', str(e)
else:
    raise AssertionError(f"{'abc'!r} accepted")

# %%
try:
    flatten_list('ABC0')
except TypeError as e:
    assert str(e) == 'nested must be a list or tuple', str(e)
else:
    raise AssertionError(f"{'abc'!r} accepted")

# %%
try:
    flatten_list('ABCé')
except TypeError as e:
    assert str(e) == 'nested must be a list or tuple', str(e)
else:
    raise AssertionError(f"{'abc'!r} accepted")

# %%
try:
    flatten_list('AAbc')
except TypeError as e:
    assert str(e) == 'nested must be a list or tuple', str(e)
else:
    raise AssertionError(f"{'abc'!r} accepted")

# %%
try:
    flatten_list('Ab')
except TypeError as e:
    assert str(e) == 'nested must be a list or tuple', str(e)
else:
    raise AssertionError(f"{'abc'!r} accepted")

# %%
try:
    flatten_list('Abc0')
except TypeError as e:
    assert str(e) == 'nested must be a list or tuple', str(e)
else:
    raise AssertionError(f"{'abc'!r} accepted")

# %%
try:
    flatten_list('Aabc')
except TypeError as e:
    assert str(e) == 'nested must be a list or tuple', str(e)
else:
    raise AssertionError(f"{'abc'!r} accepted")

# %%
try:
    flatten_list('aabc ')
except TypeError as e:
    assert str(e) == 'nested must be a list or tuple', str(e)
else:
    raise AssertionError(f"{'abc'!r} accepted")

# %%
try:
    flatten_list('ßaabc')
except TypeError as e:
    assert str(e) == 'nested must be a list or tuple', str(e)
else:
    raise AssertionError(f"{'abc'!r} accepted")

# %%
try:
    flatten_list('abc0abc0')
except TypeError as e:
    assert str(e) == 'nested must be a list or tuple', str(e)
else:
    raise AssertionError(f"{'abc'!r} accepted")

# %%
try:
    flatten_list(' abc0')
except TypeError as e:
    assert str(e) == 'nested must be a list or tuple', str(e)
else:
    raise AssertionError(f"{'abc'!r} accepted")

# %%
try:
    flatten_list('abc0é')
except TypeError as e:
    assert str(e) == 'nested must be a list or tuple', str(e)
else:
    raise AssertionError(f"{'abc'!r} accepted")

# %%
try:
    flatten_list('Abcé')
except TypeError as e:
    assert str(e) == 'nested must be a list or tuple', str(e)
else:
    raise AssertionError(f"{'abc'!r} accepted")

# %%
try:
    flatten_list('abcéabcé')
except TypeError as e:
    assert str(e) == 'nested must be a list or tuple', str(e)
else:
    raise AssertionError(f"{'abc'!r} accepted")

# %%
try:
    flatten_list('abcéé')
except TypeError as e:
    assert str(e) == 'nested must be a list or tuple', str(e)
else:
    raise AssertionError(f"{'abc'!r} accepted")

# %%
try:
    flatten_list('abcé0')
except TypeError as e:
    assert str(e) == 'nested must be a list or tuple', str(e)
else:
    raise AssertionError(f"{'abc'!r} accepted")

# %%
try:
    flatten_list('  abc')
except TypeError as e:
    assert str(e) == 'nested must be a list or tuple', str(e)
else:
    raise AssertionError(f"{'abc'!r} accepted")

# %%
try:
    flatten_list(' ')
except TypeError as e:
    assert str(e) == 'nested must be a list or tuple', str(e)
else:
    raise AssertionError(f"{'abc'!r} accepted")

# %%
try:
    flatten_list(' abc abc')
except TypeError as e:
    assert str(e) == 'nested must be a list or tuple', str(e)
else:
    raise AssertionError(f"{'abc'!r} accepted")

# %%
try:
    flatten_list('ßcba')
except TypeError as e:
    assert str(e) == 'nested must be a list or tuple', str(e)
else:
    raise AssertionError(f"{'abc'!r} accepted")

# %%
try:
    flatten_list('Cba')
except TypeError as e:
    assert str(e) == 'nested must be a list or tuple', str(e)
else:
    raise AssertionError(f"{'abc'!r} accepted")

# %%
try:
    flatten_list('ba')
except TypeError as e:
    assert str(e) == 'nested must be a list or tuple', str(e)
else:
    raise AssertionError(f"{'abc'!r} accepted")

# %%
try:
    flatten_list(' cba')
except TypeError as e:
    assert str(e) == 'nested must be a list or tuple', str(e)
else:
    raise AssertionError(f"{'abc'!r} accepted")

# %%
try:
    flatten_list('abc  ')
except TypeError as e:
    assert str(e) == 'nested must be a list or tuple', str(e)
else:
    raise AssertionError(f"{'abc'!r} accepted")

# %%
try:
    flatten_list('ßabc ')
except TypeError as e:
    assert str(e) == 'nested must be a list or tuple', str(e)
else:
    raise AssertionError(f"{'abc'!r} accepted")

# %%
try:
    flatten_list(' ab')
except TypeError as e:
    assert str(e) == 'nested must be a list or tuple', str(e)
else:
    raise AssertionError(f"{'abc'!r} accepted")

# %%
try:
    flatten_list('AB')
except TypeError as e:
    assert str(e) == 'nested must be a list or tuple', str(e)
else:
    raise AssertionError(f"{'abc'!r} accepted")

# %%
try:
    flatten_list('é')
except TypeError as e:
    assert str(e) == 'nested must be a list or tuple', str(e)
else:
    raise AssertionError(f"{'abc'!r} accepted")

# %%
try:
    flatten_list('aabcabc')
except TypeError as e:
    assert str(e) == 'nested must be a list or tuple', str(e)
else:
    raise AssertionError(f"{'abc'!r} accepted")

# %%
try:
    flatten_list('abcab')
except TypeError as e:
    assert str(e) == 'nested must be a list or tuple', str(e)
else:
    raise AssertionError(f"{'abc'!r} accepted")

# %%
try:
    flatten_list('abcabcé')
except TypeError as e:
    assert str(e) == 'nested must be a list or tuple', str(e)
else:
    raise AssertionError(f"{'abc'!r} accepted")

# %%
try:
    flatten_list('ßabcabc')
except TypeError as e:
    assert str(e) == 'nested must be a list or tuple', str(e)
else:
    raise AssertionError(f"{'abc'!r} accepted")

# %%
try:
    flatten_list(-7)
except TypeError as e:
    assert str(e) == 'nested must be a list or tuple', str(e)
else:
    raise AssertionError(f'{5!r} accepted')

# %%
try:
    flatten_list(3)
except TypeError as e:
    assert str(e) == 'nested must be a list or tuple', str(e)
else:
    raise AssertionError(f'{5!r} accepted')

# %%
try:
    flatten_list(14)
except TypeError as e:
    assert str(e) == 'nested must be a list or tuple', str(e)
else:
    raise AssertionError(f'{5!r} accepted')

# %%
try:
    flatten_list(500000)
except TypeError as e:
    assert str(e) == 'nested must be a list or tuple', str(e)
else:
    raise AssertionError(f'{5!r} accepted')

# %%
try:
    flatten_list(20)
except TypeError as e:
    assert str(e) == 'nested must be a list or tuple', str(e)
else:
    raise AssertionError(f'{5!r} accepted')

# %%
try:
    flatten_list(-6)
except TypeError as e:
    assert str(e) == 'nested must be a list or tuple', str(e)
else:
    raise AssertionError(f'{5!r} accepted')

# %%
try:
    flatten_list({1: -1})
except TypeError as e:
    assert str(e) == 'nested must be a list or tuple', str(e)
else:
    raise AssertionError(f'{ {1: 2}!r} accepted')

# %%
try:
    flatten_list({1: 1, 0: 1})
except TypeError as e:
    assert str(e) == 'nested must be a list or tuple', str(e)
else:
    raise AssertionError(f'{ {1: 2}!r} accepted')

# %%
try:
    flatten_list({1: 4})
except TypeError as e:
    assert str(e) == 'nested must be a list or tuple', str(e)
else:
    raise AssertionError(f'{ {1: 2}!r} accepted')

# %%
try:
    flatten_list({1: 3, 2: 3})
except TypeError as e:
    assert str(e) == 'nested must be a list or tuple', str(e)
else:
    raise AssertionError(f'{ {1: 2}!r} accepted')

# %%
try:
    flatten_list({1: -3})
except TypeError as e:
    assert str(e) == 'nested must be a list or tuple', str(e)
else:
    raise AssertionError(f'{ {1: 2}!r} accepted')

# %%
try:
    flatten_list({1: 3, 0: 3})
except TypeError as e:
    assert str(e) == 'nested must be a list or tuple', str(e)
else:
    raise AssertionError(f'{ {1: 2}!r} accepted')

# %%
try:
    flatten_list({1: 0, 0: 2})
except TypeError as e:
    assert str(e) == 'nested must be a list or tuple', str(e)
else:
    raise AssertionError(f'{ {1: 2}!r} accepted')

# %%
try:
    flatten_list({1: -2, 0: 2})
except TypeError as e:
    assert str(e) == 'nested must be a list or tuple', str(e)
else:
    raise AssertionError(f'{ {1: 2}!r} accepted')

# %%
try:
    flatten_list({0: 2})
except TypeError as e:
    assert str(e) == 'nested must be a list or tuple', str(e)
else:
    raise AssertionError(f'{ {1: 2}!r} accepted')

# %%
try:
    flatten_list({1: 3, 0: 2})
except TypeError as e:
    assert str(e) == 'nested must be a list or tuple', str(e)
else:
    raise AssertionError(f'{ {1: 2}!r} accepted')

# %%
try:
    flatten_list({1: -2, 0: -2})
except TypeError as e:
    assert str(e) == 'nested must be a list or tuple', str(e)
else:
    raise AssertionError(f'{ {1: 2}!r} accepted')

# %%
try:
    flatten_list({1: 2, 2: 2, 0: 2})
except TypeError as e:
    assert str(e) == 'nested must be a list or tuple', str(e)
else:
    raise AssertionError(f'{ {1: 2}!r} accepted')

# %%
try:
    flatten_list({1: 3, 2: 2})
except TypeError as e:
    assert str(e) == 'nested must be a list or tuple', str(e)
else:
    raise AssertionError(f'{ {1: 2}!r} accepted')

# %%
try:
    flatten_list({1: 0, 0: 0})
except TypeError as e:
    assert str(e) == 'nested must be a list or tuple', str(e)
else:
    raise AssertionError(f'{ {1: 2}!r} accepted')

# %%
try:
    flatten_list({1: 0, 2: 0})
except TypeError as e:
    assert str(e) == 'nested must be a list or tuple', str(e)
else:
    raise AssertionError(f'{ {1: 2}!r} accepted')
