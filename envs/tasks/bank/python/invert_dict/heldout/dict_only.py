# %%
try:
    invert_dict([('a', 1)])
except TypeError as e:
    assert str(e) == 'd must be a dict'
else:
    raise AssertionError(f"{[('a', 1)]!r} accepted")

# %%
try:
    invert_dict([('a', 1), ()])
except TypeError as e:
    assert str(e) == 'd must be a dict'
else:
    raise AssertionError(f"{[('a', 1)]!r} accepted")

# %%
try:
    invert_dict([])
except TypeError as e:
    assert str(e) == 'd must be a dict'
else:
    raise AssertionError(f"{[('a', 1)]!r} accepted")

# %%
try:
    invert_dict([('a',)])
except TypeError as e:
    assert str(e) == 'd must be a dict'
else:
    raise AssertionError(f"{[('a', 1)]!r} accepted")

# %%
try:
    invert_dict(None)
except TypeError as e:
    assert str(e) == 'd must be a dict'
else:
    raise AssertionError(f'{None!r} accepted')

# %%
try:
    invert_dict('ba')
except TypeError as e:
    assert str(e) == 'd must be a dict'
else:
    raise AssertionError(f"{'ab'!r} accepted")

# %%
try:
    invert_dict('a')
except TypeError as e:
    assert str(e) == 'd must be a dict'
else:
    raise AssertionError(f"{'ab'!r} accepted")

# %%
try:
    invert_dict('ab0')
except TypeError as e:
    assert str(e) == 'd must be a dict'
else:
    raise AssertionError(f"{'ab'!r} accepted")

# %%
try:
    invert_dict('Ab')
except TypeError as e:
    assert str(e) == 'd must be a dict'
else:
    raise AssertionError(f"{'ab'!r} accepted")

# %%
try:
    invert_dict('abé')
except TypeError as e:
    assert str(e) == 'd must be a dict'
else:
    raise AssertionError(f"{'ab'!r} accepted")

# %%
try:
    invert_dict('')
except TypeError as e:
    assert str(e) == 'd must be a dict'
else:
    raise AssertionError(f"{'ab'!r} accepted")

# %%
try:
    invert_dict('ab ')
except TypeError as e:
    assert str(e) == 'd must be a dict'
else:
    raise AssertionError(f"{'ab'!r} accepted")

# %%
try:
    invert_dict(' ab')
except TypeError as e:
    assert str(e) == 'd must be a dict'
else:
    raise AssertionError(f"{'ab'!r} accepted")

# %%
try:
    invert_dict('b')
except TypeError as e:
    assert str(e) == 'd must be a dict'
else:
    raise AssertionError(f"{'ab'!r} accepted")

# %%
try:
    invert_dict('ßab')
except TypeError as e:
    assert str(e) == 'd must be a dict'
else:
    raise AssertionError(f"{'ab'!r} accepted")

# %%
try:
    invert_dict([('a', 1), (), ('a', 1)])
except TypeError as e:
    assert str(e) == 'd must be a dict'
else:
    raise AssertionError(f"{[('a', 1)]!r} accepted")

# %%
try:
    invert_dict([('a', 1), (), ('a', 1), ()])
except TypeError as e:
    assert str(e) == 'd must be a dict'
else:
    raise AssertionError(f"{[('a', 1)]!r} accepted")

# %%
try:
    invert_dict([(), ('a', 1)])
except TypeError as e:
    assert str(e) == 'd must be a dict'
else:
    raise AssertionError(f"{[('a', 1)]!r} accepted")

# %%
try:
    invert_dict(())
except TypeError as e:
    assert str(e) == 'd must be a dict'
else:
    raise AssertionError(f"{[('a', 1)]!r} accepted")

# %%
try:
    invert_dict([(1, 'a'), ('a', 1)])
except TypeError as e:
    assert str(e) == 'd must be a dict'
else:
    raise AssertionError(f"{[('a', 1)]!r} accepted")

# %%
try:
    invert_dict([('a', 1), ('a', 1), ('a', 1), ('a', 1)])
except TypeError as e:
    assert str(e) == 'd must be a dict'
else:
    raise AssertionError(f"{[('a', 1)]!r} accepted")

# %%
try:
    invert_dict([('a', 1), ('a', 1), ('a', 1)])
except TypeError as e:
    assert str(e) == 'd must be a dict'
else:
    raise AssertionError(f"{[('a', 1)]!r} accepted")

# %%
try:
    invert_dict([('a', 1), ('a', 1), ()])
except TypeError as e:
    assert str(e) == 'd must be a dict'
else:
    raise AssertionError(f"{[('a', 1)]!r} accepted")

# %%
try:
    invert_dict([('a',), ('a', 1)])
except TypeError as e:
    assert str(e) == 'd must be a dict'
else:
    raise AssertionError(f"{[('a', 1)]!r} accepted")

# %%
try:
    invert_dict([('a', 1, 'a'), ('a', 1)])
except TypeError as e:
    assert str(e) == 'd must be a dict'
else:
    raise AssertionError(f"{[('a', 1)]!r} accepted")

# %%
try:
    invert_dict([(1,)])
except TypeError as e:
    assert str(e) == 'd must be a dict'
else:
    raise AssertionError(f"{[('a', 1)]!r} accepted")

# %%
try:
    invert_dict([(1, 'a'), (1, 'a')])
except TypeError as e:
    assert str(e) == 'd must be a dict'
else:
    raise AssertionError(f"{[('a', 1)]!r} accepted")

# %%
try:
    invert_dict([(1, 'a'), ()])
except TypeError as e:
    assert str(e) == 'd must be a dict'
else:
    raise AssertionError(f"{[('a', 1)]!r} accepted")

# %%
try:
    invert_dict([('a', 1, 'a'), ('a', 1, 'a')])
except TypeError as e:
    assert str(e) == 'd must be a dict'
else:
    raise AssertionError(f"{[('a', 1)]!r} accepted")

# %%
try:
    invert_dict([('a', 1, 'a'), ()])
except TypeError as e:
    assert str(e) == 'd must be a dict'
else:
    raise AssertionError(f"{[('a', 1)]!r} accepted")

# %%
try:
    invert_dict([('a', 1, 'a', 'a')])
except TypeError as e:
    assert str(e) == 'd must be a dict'
else:
    raise AssertionError(f"{[('a', 1)]!r} accepted")

# %%
try:
    invert_dict([('a', 'a')])
except TypeError as e:
    assert str(e) == 'd must be a dict'
else:
    raise AssertionError(f"{[('a', 1)]!r} accepted")

# %%
try:
    invert_dict([('a',), ('a',)])
except TypeError as e:
    assert str(e) == 'd must be a dict'
else:
    raise AssertionError(f"{[('a', 1)]!r} accepted")

# %%
try:
    invert_dict([('a',), ()])
except TypeError as e:
    assert str(e) == 'd must be a dict'
else:
    raise AssertionError(f"{[('a', 1)]!r} accepted")

# %%
try:
    invert_dict('baba')
except TypeError as e:
    assert str(e) == 'd must be a dict'
else:
    raise AssertionError(f"{'ab'!r} accepted")

# %%
try:
    invert_dict('BA')
except TypeError as e:
    assert str(e) == 'd must be a dict'
else:
    raise AssertionError(f"{'ab'!r} accepted")

# %%
try:
    invert_dict('bba')
except TypeError as e:
    assert str(e) == 'd must be a dict'
else:
    raise AssertionError(f"{'ab'!r} accepted")

# %%
try:
    invert_dict('ßba')
except TypeError as e:
    assert str(e) == 'd must be a dict'
else:
    raise AssertionError(f"{'ab'!r} accepted")

# %%
try:
    invert_dict('Ba')
except TypeError as e:
    assert str(e) == 'd must be a dict'
else:
    raise AssertionError(f"{'ab'!r} accepted")

# %%
try:
    invert_dict('ba0')
except TypeError as e:
    assert str(e) == 'd must be a dict'
else:
    raise AssertionError(f"{'ab'!r} accepted")

# %%
try:
    invert_dict(' a')
except TypeError as e:
    assert str(e) == 'd must be a dict'
else:
    raise AssertionError(f"{'ab'!r} accepted")

# %%
try:
    invert_dict('ßa')
except TypeError as e:
    assert str(e) == 'd must be a dict'
else:
    raise AssertionError(f"{'ab'!r} accepted")

# %%
try:
    invert_dict('aa')
except TypeError as e:
    assert str(e) == 'd must be a dict'
else:
    raise AssertionError(f"{'ab'!r} accepted")

# %%
try:
    invert_dict('A')
except TypeError as e:
    assert str(e) == 'd must be a dict'
else:
    raise AssertionError(f"{'ab'!r} accepted")

# %%
try:
    invert_dict('a0')
except TypeError as e:
    assert str(e) == 'd must be a dict'
else:
    raise AssertionError(f"{'ab'!r} accepted")

# %%
try:
    invert_dict('AAB')
except TypeError as e:
    assert str(e) == 'd must be a dict'
else:
    raise AssertionError(f"{'ab'!r} accepted")

# %%
try:
    invert_dict(' AB')
except TypeError as e:
    assert str(e) == 'd must be a dict'
else:
    raise AssertionError(f"{'ab'!r} accepted")

# %%
try:
    invert_dict('ABé')
except TypeError as e:
    assert str(e) == 'd must be a dict'
else:
    raise AssertionError(f"{'ab'!r} accepted")

# %%
try:
    invert_dict('Ab0')
except TypeError as e:
    assert str(e) == 'd must be a dict'
else:
    raise AssertionError(f"{'ab'!r} accepted")

# %%
try:
    invert_dict('ab0é')
except TypeError as e:
    assert str(e) == 'd must be a dict'
else:
    raise AssertionError(f"{'ab'!r} accepted")

# %%
try:
    invert_dict('ab0 ')
except TypeError as e:
    assert str(e) == 'd must be a dict'
else:
    raise AssertionError(f"{'ab'!r} accepted")

# %%
try:
    invert_dict('ab0ab0')
except TypeError as e:
    assert str(e) == 'd must be a dict'
else:
    raise AssertionError(f"{'ab'!r} accepted")

# %%
try:
    invert_dict(' ab0')
except TypeError as e:
    assert str(e) == 'd must be a dict'
else:
    raise AssertionError(f"{'ab'!r} accepted")

# %%
try:
    invert_dict('ab00')
except TypeError as e:
    assert str(e) == 'd must be a dict'
else:
    raise AssertionError(f"{'ab'!r} accepted")

# %%
try:
    invert_dict('0ba')
except TypeError as e:
    assert str(e) == 'd must be a dict'
else:
    raise AssertionError(f"{'ab'!r} accepted")

# %%
try:
    invert_dict('bA')
except TypeError as e:
    assert str(e) == 'd must be a dict'
else:
    raise AssertionError(f"{'ab'!r} accepted")

# %%
try:
    invert_dict('ßAb')
except TypeError as e:
    assert str(e) == 'd must be a dict'
else:
    raise AssertionError(f"{'ab'!r} accepted")

# %%
try:
    invert_dict('AbAb')
except TypeError as e:
    assert str(e) == 'd must be a dict'
else:
    raise AssertionError(f"{'ab'!r} accepted")

# %%
try:
    invert_dict('aba')
except TypeError as e:
    assert str(e) == 'd must be a dict'
else:
    raise AssertionError(f"{'ab'!r} accepted")

# %%
try:
    invert_dict('bab')
except TypeError as e:
    assert str(e) == 'd must be a dict'
else:
    raise AssertionError(f"{'ab'!r} accepted")

# %%
try:
    invert_dict(' abab')
except TypeError as e:
    assert str(e) == 'd must be a dict'
else:
    raise AssertionError(f"{'ab'!r} accepted")

# %%
try:
    invert_dict('abababab')
except TypeError as e:
    assert str(e) == 'd must be a dict'
else:
    raise AssertionError(f"{'ab'!r} accepted")

# %%
try:
    invert_dict('Aab')
except TypeError as e:
    assert str(e) == 'd must be a dict'
else:
    raise AssertionError(f"{'ab'!r} accepted")

# %%
try:
    invert_dict('ßaab')
except TypeError as e:
    assert str(e) == 'd must be a dict'
else:
    raise AssertionError(f"{'ab'!r} accepted")

# %%
try:
    invert_dict('aab ')
except TypeError as e:
    assert str(e) == 'd must be a dict'
else:
    raise AssertionError(f"{'ab'!r} accepted")

# %%
try:
    invert_dict('abéé')
except TypeError as e:
    assert str(e) == 'd must be a dict'
else:
    raise AssertionError(f"{'ab'!r} accepted")

# %%
try:
    invert_dict(' abé')
except TypeError as e:
    assert str(e) == 'd must be a dict'
else:
    raise AssertionError(f"{'ab'!r} accepted")

# %%
try:
    invert_dict('bé')
except TypeError as e:
    assert str(e) == 'd must be a dict'
else:
    raise AssertionError(f"{'ab'!r} accepted")

# %%
try:
    invert_dict('0')
except TypeError as e:
    assert str(e) == 'd must be a dict'
else:
    raise AssertionError(f"{'ab'!r} accepted")

# %%
try:
    invert_dict('Ab ')
except TypeError as e:
    assert str(e) == 'd must be a dict'
else:
    raise AssertionError(f"{'ab'!r} accepted")

# %%
try:
    invert_dict('b ')
except TypeError as e:
    assert str(e) == 'd must be a dict'
else:
    raise AssertionError(f"{'ab'!r} accepted")

# %%
try:
    invert_dict('ßab ')
except TypeError as e:
    assert str(e) == 'd must be a dict'
else:
    raise AssertionError(f"{'ab'!r} accepted")

# %%
try:
    invert_dict('ab é')
except TypeError as e:
    assert str(e) == 'd must be a dict'
else:
    raise AssertionError(f"{'ab'!r} accepted")

# %%
try:
    invert_dict('  ab')
except TypeError as e:
    assert str(e) == 'd must be a dict'
else:
    raise AssertionError(f"{'ab'!r} accepted")

# %%
try:
    invert_dict(' ab ')
except TypeError as e:
    assert str(e) == 'd must be a dict'
else:
    raise AssertionError(f"{'ab'!r} accepted")

# %%
try:
    invert_dict(' ab ab')
except TypeError as e:
    assert str(e) == 'd must be a dict'
else:
    raise AssertionError(f"{'ab'!r} accepted")

# %%
try:
    invert_dict('bb')
except TypeError as e:
    assert str(e) == 'd must be a dict'
else:
    raise AssertionError(f"{'ab'!r} accepted")

# %%
try:
    invert_dict('b0')
except TypeError as e:
    assert str(e) == 'd must be a dict'
else:
    raise AssertionError(f"{'ab'!r} accepted")

# %%
try:
    invert_dict('ßßab')
except TypeError as e:
    assert str(e) == 'd must be a dict'
else:
    raise AssertionError(f"{'ab'!r} accepted")

# %%
try:
    invert_dict('baß')
except TypeError as e:
    assert str(e) == 'd must be a dict'
else:
    raise AssertionError(f"{'ab'!r} accepted")
