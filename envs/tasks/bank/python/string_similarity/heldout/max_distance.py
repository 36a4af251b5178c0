# %%
assert levenshtein('kitten', 'sit', max_distance=3) == None

# %%
assert levenshtein('kitten', 's', max_distance=3) == None

# %%
assert levenshtein('', 'sitting', max_distance=3) == None

# %%
assert levenshtein('kitten0', 'sitting', max_distance=3) == 3

# %%
assert levenshtein('kitten', 'sitting', max_distance=7) == 3

# %%
assert levenshtein('kittenkitten', 'sitting', max_distance=3) == None

# %%
assert levenshtein('k', 'sitting', max_distance=3) == None

# %%
assert levenshtein('kitten', 'itting', max_distance=3) == 3

# %%
assert levenshtein('ßkitten', 'sitting', max_distance=3) == None

# %%
assert levenshtein('itten', 'sitting', max_distance=3) == 3

# %%
assert levenshtein('kitten', 'Sitting', max_distance=3) == 3

# %%
assert levenshtein('kitten', 'sittingsitting', max_distance=3) == None

# %%
assert levenshtein('kitten', 'ssitting', max_distance=3) == None

# %%
assert levenshtein('kitten ', 'sitting', max_distance=3) == 3

# %%
assert levenshtein('kitten', '', max_distance=3) == None

# %%
assert levenshtein('kitten', 'sitting', max_distance=4) == 3

# %%
assert levenshtein('kitte', 'sitting', max_distance=3) == None

# %%
assert levenshtein('kitten', 'sittingé', max_distance=3) == None

# %%
assert levenshtein('kitten', 'sittin', max_distance=3) == 2

# %%
assert levenshtein('kitten', 'sitting0', max_distance=3) == None

# %%
assert levenshtein('kitten', 'ßsitting', max_distance=3) == None

# %%
assert levenshtein('ßkitten', 'sitting', max_distance=2) is None

# %%
assert levenshtein('kitten', 'ssitting', max_distance=2) is None

# %%
assert levenshtein('Kitten', 'sitting', max_distance=2) is None

# %%
assert levenshtein('kitten', 'sitting0', max_distance=2) is None

# %%
assert levenshtein('kitten', ' sitting', max_distance=2) is None

# %%
assert levenshtein('kitten', 's', max_distance=2) is None

# %%
assert levenshtein('kitten', 'sitting', max_distance=1) is None

# %%
assert levenshtein('kkitten', 'sitting', max_distance=2) is None

# %%
assert levenshtein('KITTEN', 'sitting', max_distance=2) is None

# %%
assert levenshtein('kitte', 'sitting', max_distance=2) is None

# %%
assert levenshtein('kittené', 'sitting', max_distance=2) is None

# %%
assert levenshtein('kitten', 'sitting', max_distance=0) is None

# %%
assert levenshtein('kitten', 'ßsitting', max_distance=2) is None

# %%
assert levenshtein(' kitten', 'sitting', max_distance=2) is None

# %%
assert levenshtein('k', 'sitting', max_distance=2) is None

# %%
assert levenshtein('itten', 'sitting', max_distance=2) is None

# %%
assert levenshtein('kitten', 'sitting ', max_distance=2) is None

# %%
assert levenshtein('a', 'b0', max_distance=None) == 2

# %%
assert levenshtein('A', 'b', max_distance=None) == 1

# %%
assert levenshtein('a', 'b ', max_distance=None) == 2

# %%
assert levenshtein('a', 'bb', max_distance=None) == 2

# %%
assert levenshtein('ßa', 'b', max_distance=None) == 2

# %%
assert levenshtein('a', 'ßb', max_distance=None) == 2

# %%
assert levenshtein('a', 'B', max_distance=None) == 1

# %%
assert levenshtein('a', ' b', max_distance=None) == 2

# %%
assert levenshtein('a', 'bé', max_distance=None) == 2

# %%
assert levenshtein('a0', 'b', max_distance=None) == 2

# %%
assert levenshtein('aa', 'b', max_distance=None) == 2

# %%
assert levenshtein('a', '', max_distance=None) == 1

# %%
assert levenshtein('', 'b', max_distance=None) == 1

# %%
assert levenshtein('aé', 'b', max_distance=None) == 2

# %%
assert levenshtein(' a', 'b', max_distance=None) == 2

# %%
assert levenshtein('a ', 'b', max_distance=None) == 2

# %%
assert levenshtein('', 'é', max_distance=0) == None

# %%
assert levenshtein('', 'ß', max_distance=0) == None

# %%
assert levenshtein('', '', max_distance=1000000) == 0

# %%
assert levenshtein('', '0', max_distance=0) == None

# %%
assert levenshtein('0', '', max_distance=0) == None

# %%
assert levenshtein('', '', max_distance=7) == 0

# %%
assert levenshtein('é', '', max_distance=0) == None

# %%
assert levenshtein('', ' ', max_distance=0) == None

# %%
assert levenshtein(' ', '', max_distance=0) == None

# %%
assert levenshtein('', '', max_distance=1) == 0

# %%
try:
    levenshtein('a0', 'b', max_distance=-1)
except ValueError as e:
    assert str(e) == 'max_distance must be non-negative'
else:
    raise AssertionError('no ValueError for a negative bound')

# %%
try:
    levenshtein('aa', 'b', max_distance=-1)
except ValueError as e:
    assert str(e) == 'max_distance must be non-negative'
else:
    raise AssertionError('no ValueError for a negative bound')

# %%
try:
    levenshtein('a', 'bé', max_distance=-1)
except ValueError as e:
    assert str(e) == 'max_distance must be non-negative'
else:
    raise AssertionError('no ValueError for a negative bound')

# %%
try:
    levenshtein('a', 'b', max_distance=-2)
except ValueError as e:
    assert str(e) == 'max_distance must be non-negative'
else:
    raise AssertionError('no ValueError for a negative bound')

# %%
try:
    levenshtein('a', 'b ', max_distance=-1)
except ValueError as e:
    assert str(e) == 'max_distance must be non-negative'
else:
    raise AssertionError('no ValueError for a negative bound')

# %%
try:
    levenshtein('a', ' b', max_distance=-1)
except ValueError as e:
    assert str(e) == 'max_distance must be non-negative'
else:
    raise AssertionError('no ValueError for a negative bound')

# %%
try:
    levenshtein('a', 'B', max_distance=-1)
except ValueError as e:
    assert str(e) == 'max_distance must be non-negative'
else:
    raise AssertionError('no ValueError for a negative bound')

# %%
try:
    levenshtein('a', 'bb', max_distance=-1)
except ValueError as e:
    assert str(e) == 'max_distance must be non-negative'
else:
    raise AssertionError('no ValueError for a negative bound')

# %%
try:
    levenshtein('aé', 'b', max_distance=-1)
except ValueError as e:
    assert str(e) == 'max_distance must be non-negative'
else:
    raise AssertionError('no ValueError for a negative bound')

# %%
try:
    levenshtein('a', 'b0', max_distance=-1)
except ValueError as e:
    assert str(e) == 'max_distance must be non-negative'
else:
    raise AssertionError('no ValueError for a negative bound')

# %%
try:
    levenshtein('ßa', 'b', max_distance=-1)
except ValueError as e:
    assert str(e) == 'max_distance must be non-negative'
else:
    raise AssertionError('no ValueError for a negative bound')

# %%
try:
    levenshtein('', 'b', max_distance=-1)
except ValueError as e:
    assert str(e) == 'max_distance must be non-negative'
else:
    raise AssertionError('no ValueError for a negative bound')

# %%
try:
    levenshtein(' a', 'b', max_distance=-1)
except ValueError as e:
    assert str(e) == 'max_distance must be non-negative'
else:
    raise AssertionError('no ValueError for a negative bound')

# %%
try:
    levenshtein('A', 'b', max_distance=-1)
except ValueError as e:
    assert str(e) == 'max_distance must be non-negative'
else:
    raise AssertionError('no ValueError for a negative bound')

# %%
try:
    levenshtein('a', 'ßb', max_distance=-1)
except ValueError as e:
    assert str(e) == 'max_distance must be non-negative'
else:
    raise AssertionError('no ValueError for a negative bound')

# %%
try:
    levenshtein('a ', 'b', max_distance=-1)
except ValueError as e:
    assert str(e) == 'max_distance must be non-negative'
else:
    raise AssertionError('no ValueError for a negative bound')
