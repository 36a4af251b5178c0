# %%
assert slugify('Hello big World', max_length=4) == 'hell'

# %%
assert slugify('H', max_length=9) == 'h'

# %%
assert slugify('Hello big World', max_length=1000000) == 'hello-big-world'

# %%
assert slugify('Hello big Worldé', max_length=9) == 'hello-big'

# %%
assert slugify('HHello big World', max_length=9) == 'hhello-bi'

# %%
assert slugify('Hello Big World', max_length=9) == 'hello-big'

# %%
assert slugify('hELLO BIG wORLD', max_length=9) == 'hello-big'

# %%
assert slugify('Hello big World', max_length=18) == 'hello-big-world'

# %%
assert slugify('HELLO BIG WORLD', max_length=9) == 'hello-big'

# %%
assert slugify('ello big World', max_length=9) == 'ello-big'

# %%
assert slugify('Hello big World', max_length=7) == 'hello-b'

# %%
assert slugify('Hello b', max_length=9) == 'hello-b'

# %%
assert slugify('Hello  big  World', max_length=9) == 'hello-big'

# %%
assert slugify('Hello big Worl', max_length=9) == 'hello-big'

# %%
assert slugify('Hello big WorldHello big World', max_length=9) == 'hello-big'

# %%
assert slugify(' Hello big World', max_length=9) == 'hello-big'

# %%
assert slugify('dlroW gib olleH', max_length=9) == 'dlrow-gib'

# %%
assert slugify('Hello big World ', max_length=9) == 'hello-big'

# %%
assert slugify('Hello big World', max_length=1) == 'h'

# %%
assert slugify('Hello big World0', max_length=9) == 'hello-big'

# %%
assert slugify('hello big world', max_length=9) == 'hello-big'

# %%
assert slugify('Hello big World', max_length=8) == 'hello-bi'

# %%
assert slugify('HHello big World', max_length=6) == 'hhello'

# %%
assert slugify('Hello big WorldHello big World', max_length=6) == 'hello'

# %%
assert slugify('hello big world', max_length=6) == 'hello'

# %%
assert slugify('hELLO BIG wORLD', max_length=6) == 'hello'

# %%
assert slugify(' Hello big World', max_length=6) == 'hello'

# %%
assert slugify('HELLO BIG WORLD', max_length=6) == 'hello'

# %%
assert slugify('Hello big World', max_length=3) == 'hel'

# %%
assert slugify('Hello big World', max_length=12) == 'hello-big-wo'

# %%
assert slugify('H', max_length=6) == 'h'

# %%
assert slugify('Hello big World ', max_length=6) == 'hello'

# %%
assert slugify('Hello Big World', max_length=6) == 'hello'

# %%
assert slugify('Hello b', max_length=6) == 'hello'

# %%
assert slugify('Hello big Worl', max_length=6) == 'hello'

# %%
assert slugify('ello big World', max_length=6) == 'ello-b'

# %%
assert slugify('Hello big World', max_length=5) == 'hello'

# %%
assert slugify('Hello big Worldé', max_length=6) == 'hello'

# %%
assert slugify('Hello big World0', max_length=100) == 'hello-big-world0'

# %%
assert slugify('HHello big World', max_length=100) == 'hhello-big-world'

# %%
assert slugify('Hello  big  World', max_length=100) == 'hello-big-world'

# %%
assert slugify('Hello big World', max_length=101) == 'hello-big-world'

# %%
assert slugify('Hello big World ', max_length=100) == 'hello-big-world'

# %%
assert slugify(' Hello big World', max_length=100) == 'hello-big-world'

# %%
assert slugify('dlroW gib olleH', max_length=100) == 'dlrow-gib-olleh'

# %%
assert slugify('Hello Big World', max_length=100) == 'hello-big-world'

# %%
assert slugify('Hello big WorldHello big World', max_length=100) == 'hello-big-worldhello-big-world'

# %%
assert slugify('ello big World', max_length=100) == 'ello-big-world'

# %%
assert slugify('Hello b', max_length=100) == 'hello-b'

# %%
assert slugify('hELLO BIG wORLD', max_length=100) == 'hello-big-world'

# %%
assert slugify('H', max_length=100) == 'h'

# %%
assert slugify('Hello big World', max_length=50) == 'hello-big-world'

# %%
assert slugify('HELLO BIG WORLD', max_length=100) == 'hello-big-world'

# %%
assert slugify('Hello big World', max_length=200) == 'hello-big-world'

# %%
assert slugify(' abc', max_length=None) == 'abc'

# %%
assert slugify('ABC', max_length=None) == 'abc'

# %%
assert slugify('abcabc', max_length=None) == 'abcabc'

# %%
assert slugify('abc0', max_length=None) == 'abc0'

# %%
assert slugify('cba', max_length=None) == 'cba'

# %%
assert slugify('a', max_length=None) == 'a'

# %%
assert slugify('ab', max_length=None) == 'ab'

# %%
assert slugify('bc', max_length=None) == 'bc'

# %%
assert slugify('Abc', max_length=None) == 'abc'

# %%
assert slugify('aabc', max_length=None) == 'aabc'

# %%
assert slugify('abc ', max_length=None) == 'abc'

# %%
try:
    slugify('Abc', max_length=0)
except ValueError as e:
    assert str(e) == 'max_length must be positive'
else:
    raise AssertionError('no ValueError for max_length=0')

# %%
try:
    slugify('abcé', max_length=0)
except ValueError as e:
    assert str(e) == 'max_length must be positive'
else:
    raise AssertionError('no ValueError for max_length=0')

# %%
try:
    slugify(' abc', max_length=0)
except ValueError as e:
    assert str(e) == 'max_length must be positive'
else:
    raise AssertionError('no ValueError for max_length=0')

# %%
try:
    slugify('ABC', max_length=0)
except ValueError as e:
    assert str(e) == 'max_length must be positive'
else:
    raise AssertionError('no ValueError for max_length=0')

# %%
try:
    slugify('abc0', max_length=0)
except ValueError as e:
    assert str(e) == 'max_length must be positive'
else:
    raise AssertionError('no ValueError for max_length=0')

# %%
try:
    slugify('bc', max_length=0)
except ValueError as e:
    assert str(e) == 'max_length must be positive'
else:
    raise AssertionError('no ValueError for max_length=0')

# %%
try:
    slugify('abc ', max_length=0)
except ValueError as e:
    assert str(e) == 'max_length must be positive'
else:
    raise AssertionError('no ValueError for max_length=0')

# %%
try:
    slugify('cba', max_length=0)
except ValueError as e:
    assert str(e) == 'max_length must be positive'
else:
    raise AssertionError('no ValueError for max_length=0')

# %%
try:
    slugify('ab', max_length=0)
except ValueError as e:
    assert str(e) == 'max_length must be positive'
else:
    raise AssertionError('no ValueError for max_length=0')

# %%
try:
    slugify('', max_length=0)
except ValueError as e:
    assert str(e) == 'max_length must be positive'
else:
    raise AssertionError('no ValueError for max_length=0')

# %%
try:
    slugify('aabc', max_length=0)
except ValueError as e:
    assert str(e) == 'max_length must be positive'
else:
    raise AssertionError('no ValueError for max_length=0')

# %%
try:
    slugify('ßabc', max_length=0)
except ValueError as e:
    assert str(e) == 'max_length must be positive'
else:
    raise AssertionError('no ValueError for max_length=0')

# %%
try:
    slugify('a', max_length=0)
except ValueError as e:
    assert str(e) == 'max_length must be positive'
else:
    raise AssertionError('no ValueError for max_length=0')

# %%
try:
    slugify('abc', max_length=-1)
except ValueError as e:
    assert str(e) == 'max_length must be positive'
else:
    raise AssertionError('no ValueError for max_length=0')

# %%
try:
    slugify('abcabc', max_length=0)
except ValueError as e:
    assert str(e) == 'max_length must be positive'
else:
    raise AssertionError('no ValueError for max_length=0')
