# %%
import types
g = chunk_list([3, 2, 1], 2)
assert isinstance(g, types.GeneratorType)
assert list(g) == [[3, 2], [1]]

# %%
import types
g = chunk_list([1, 2, 3], 1000000)
assert isinstance(g, types.GeneratorType)
assert list(g) == [[1, 2, 3]]

# %%
import types
g = chunk_list([], 2)
assert isinstance(g, types.GeneratorType)
assert list(g) == []

# %%
import types
g = chunk_list([1, 2, 3, 4], 2)
assert isinstance(g, types.GeneratorType)
assert list(g) == [[1, 2], [3, 4]]

# %%
import types
g = chunk_list([1, 2, 3, 1, 2, 3], 2)
assert isinstance(g, types.GeneratorType)
assert list(g) == [[1, 2], [3, 1], [2, 3]]

# %%
import types
g = chunk_list([1], 2)
assert isinstance(g, types.GeneratorType)
assert list(g) == [[1]]

# %%
assert list(chunk_list('ßabcde', 2)) == [['ß', 'a'], ['b', 'c'], ['d', 'e']]

# %%
assert list(chunk_list('aabcde', 2)) == [['a', 'a'], ['b', 'c'], ['d', 'e']]

# %%
assert list(chunk_list('abcde', 1)) == [['a'], ['b'], ['c'], ['d'], ['e']]

# %%
assert list(chunk_list('a', 2)) == [['a']]

# %%
assert list(chunk_list('ab', 2)) == [['a', 'b']]

# %%
assert list(chunk_list('abcdeabcde', 2)) == [['a', 'b'], ['c', 'd'], ['e', 'a'], ['b', 'c'], ['d', 'e']]

# %%
assert list(chunk_list('Abcde', 2)) == [['A', 'b'], ['c', 'd'], ['e']]

# %%
assert list(chunk_list('', 2)) == []

# %%
assert list(chunk_list('ABCDE', 2)) == [['A', 'B'], ['C', 'D'], ['E']]

# %%
assert list(chunk_list('abcde', 3)) == [['a', 'b', 'c'], ['d', 'e']]

# %%
assert list(chunk_list('abcd', 2)) == [['a', 'b'], ['c', 'd']]

# %%
assert list(chunk_list('edcba', 2)) == [['e', 'd'], ['c', 'b'], ['a']]

# %%
assert list(chunk_list(' abcde', 2)) == [[' ', 'a'], ['b', 'c'], ['d', 'e']]

# %%
assert list(chunk_list('abcde', 7)) == [['a', 'b', 'c', 'd', 'e']]

# %%
assert list(chunk_list(None, 7)) == []

# %%
assert list(chunk_list(None, 4)) == []

# %%
assert list(chunk_list(None, 1)) == []

# %%
try:
    chunk_list([1, 1], 0)
except ValueError as e:
    assert str(e) == 'size must be a positive integer'
else:
    raise AssertionError('size=0 not rejected at call time')

# %%
try:
    chunk_list([-1], 0)
except ValueError as e:
    assert str(e) == 'size must be a positive integer'
else:
    raise AssertionError('size=0 not rejected at call time')

# %%
try:
    chunk_list([], 0)
except ValueError as e:
    assert str(e) == 'size must be a positive integer'
else:
    raise AssertionError('size=0 not rejected at call time')

# %%
try:
    chunk_list([2], 0)
except ValueError as e:
    assert str(e) == 'size must be a positive integer'
else:
    raise AssertionError('size=0 not rejected at call time')

# %%
try:
    chunk_list([0], 0)
except ValueError as e:
    assert str(e) == 'size must be a positive integer'
else:
    raise AssertionError('size=0 not rejected at call time')

# %%
import types
g = chunk_list([1, 2, 3, 1], 1)
assert isinstance(g, types.GeneratorType)
assert list(g) == [[1], [2], [3], [1]]

# %%
import types
g = chunk_list([1, 1, 3], 1)
assert isinstance(g, types.GeneratorType)
assert list(g) == [[1], [1], [3]]

# %%
import types
g = chunk_list([2, -2, 3], 2)
assert isinstance(g, types.GeneratorType)
assert list(g) == [[2, -2], [3]]

# %%
import types
g = chunk_list([1, 2, 0], 1000000)
assert isinstance(g, types.GeneratorType)
assert list(g) == [[1, 2, 0]]

# %%
import types
g = chunk_list([1, 2, 3, 1], 7)
assert isinstance(g, types.GeneratorType)
assert list(g) == [[1, 2, 3, 1]]

# %%
import types
g = chunk_list([], 1000000)
assert isinstance(g, types.GeneratorType)
assert list(g) == []

# %%
import types
g = chunk_list([1, 2, 3, 4], 1000000)
assert isinstance(g, types.GeneratorType)
assert list(g) == [[1, 2, 3, 4]]

# %%
import types
g = chunk_list([1, 2, 3, 4], 4)
assert isinstance(g, types.GeneratorType)
assert list(g) == [[1, 2, 3, 4]]

# %%
import types
g = chunk_list([1, 0, 3], 4)
assert isinstance(g, types.GeneratorType)
assert list(g) == [[1, 0, 3]]

# %%
import types
g = chunk_list([1, 2, 1, 2], 2)
assert isinstance(g, types.GeneratorType)
assert list(g) == [[1, 2], [1, 2]]

# %%
import types
g = chunk_list([1, 2], 4)
assert isinstance(g, types.GeneratorType)
assert list(g) == [[1, 2]]

# %%
import types
g = chunk_list([1, 2, 3, 2, 2, 3], 2)
assert isinstance(g, types.GeneratorType)
assert list(g) == [[1, 2], [3, 2], [2, 3]]

# %%
import types
g = chunk_list([1, 2, 3, 1, 2, 3, 1], 2)
assert isinstance(g, types.GeneratorType)
assert list(g) == [[1, 2], [3, 1], [2, 3], [1]]

# %%
import types
g = chunk_list([2, 2, 3, 1], 2)
assert isinstance(g, types.GeneratorType)
assert list(g) == [[2, 2], [3, 1]]

# %%
import types
g = chunk_list([2, 3, 4], 2)
assert isinstance(g, types.GeneratorType)
assert list(g) == [[2, 3], [4]]

# %%
import types
g = chunk_list([2, 3], 3)
assert isinstance(g, types.GeneratorType)
assert list(g) == [[2, 3]]

# %%
import types
g = chunk_list([2, -3], 2)
assert isinstance(g, types.GeneratorType)
assert list(g) == [[2, -3]]

# %%
import types
g = chunk_list([-1, 1, 3], 2)
assert isinstance(g, types.GeneratorType)
assert list(g) == [[-1, 1], [3]]

# %%
assert list(chunk_list('ßabcde', 1)) == [['ß'], ['a'], ['b'], ['c'], ['d'], ['e']]

# %%
assert list(chunk_list('0edcba', 2)) == [['0', 'e'], ['d', 'c'], ['b', 'a']]

# %%
assert list(chunk_list('abcde0', 1000000)) == [['a', 'b', 'c', 'd', 'e', '0']]

# %%
assert list(chunk_list('aabcde0', 2)) == [['a', 'a'], ['b', 'c'], ['d', 'e'], ['0']]

# %%
assert list(chunk_list('abcde é', 2)) == [['a', 'b'], ['c', 'd'], ['e', ' '], ['é']]

# %%
assert list(chunk_list('abcd', 1)) == [['a'], ['b'], ['c'], ['d']]

# %%
assert list(chunk_list('cde', 2)) == [['c', 'd'], ['e']]

# %%
assert list(chunk_list('bcdeé', 2)) == [['b', 'c'], ['d', 'e'], ['é']]

# %%
assert list(chunk_list('bcd', 2)) == [['b', 'c'], ['d']]

# %%
assert list(chunk_list(' abcdeé', 2)) == [[' ', 'a'], ['b', 'c'], ['d', 'e'], ['é']]

# %%
assert list(chunk_list('abcdeé', 3)) == [['a', 'b', 'c'], ['d', 'e', 'é']]

# %%
assert list(chunk_list('a', 1)) == [['a']]

# %%
assert list(chunk_list('AB', 2)) == [['A', 'B']]

# %%
assert list(chunk_list('ab', 1000000)) == [['a', 'b']]

# %%
assert list(chunk_list('abcdeabcde', 7)) == [['a', 'b', 'c', 'd', 'e', 'a', 'b'], ['c', 'd', 'e']]

# %%
assert list(chunk_list('abcdeabcde0', 2)) == [['a', 'b'], ['c', 'd'], ['e', 'a'], ['b', 'c'], ['d', 'e'], ['0']]

# %%
assert list(chunk_list('Abcd', 2)) == [['A', 'b'], ['c', 'd']]

# %%
assert list(chunk_list('Ab', 2)) == [['A', 'b']]

# %%
assert list(chunk_list('abcde', 8)) == [['a', 'b', 'c', 'd', 'e']]

# %%
assert list(chunk_list('', 7)) == []

# %%
assert list(chunk_list('ABCDE', 7)) == [['A', 'B', 'C', 'D', 'E']]

# %%
assert list(chunk_list('edcba', 3)) == [['e', 'd', 'c'], ['b', 'a']]

# %%
assert list(chunk_list('EDCBA', 2)) == [['E', 'D'], ['C', 'B'], ['A']]

# %%
assert list(chunk_list(' edcba', 2)) == [[' ', 'e'], ['d', 'c'], ['b', 'a']]

# %%
assert list(chunk_list('edcba ', 2)) == [['e', 'd'], ['c', 'b'], ['a', ' ']]

# %%
assert list(chunk_list(None, 8)) == []

# %%
try:
    chunk_list([-1, -1], 0)
except ValueError as e:
    assert str(e) == 'size must be a positive integer'
else:
    raise AssertionError('size=0 not rejected at call time')

# %%
try:
    chunk_list([-1, 0], 0)
except ValueError as e:
    assert str(e) == 'size must be a positive integer'
else:
    raise AssertionError('size=0 not rejected at call time')

# %%
try:
    chunk_list([1, 2], -1)
except ValueError as e:
    assert str(e) == 'size must be a positive integer'
else:
    raise AssertionError('size=0 not rejected at call time')

# %%
try:
    chunk_list([1, 1], -1)
except ValueError as e:
    assert str(e) == 'size must be a positive integer'
else:
    raise AssertionError('size=0 not rejected at call time')

# %%
try:
    chunk_list((), 0)
except ValueError as e:
    assert str(e) == 'size must be a positive integer'
else:
    raise AssertionError('size=0 not rejected at call time')

# %%
try:
    chunk_list([2, 2], 0)
except ValueError as e:
    assert str(e) == 'size must be a positive integer'
else:
    raise AssertionError('size=0 not rejected at call time')

# %%
try:
    chunk_list([3], 0)
except ValueError as e:
    assert str(e) == 'size must be a positive integer'
else:
    raise AssertionError('size=0 not rejected at call time')
