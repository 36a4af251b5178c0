# %%
assert chunk_list((1, 2, 4), 2) == [[1, 2], [4]]

# %%
assert chunk_list((1, 2), 2) == [[1, 2]]

# %%
assert chunk_list((1,), 2) == [[1]]

# %%
assert chunk_list((1, 2, 3, 1), 2) == [[1, 2], [3, 1]]

# %%
assert chunk_list((1, 2, 3, 1, 2, 3), 2) == [[1, 2], [3, 1], [2, 3]]

# %%
assert chunk_list((1, 2, -3), 2) == [[1, 2], [-3]]

# %%
assert chunk_list((1, 2, 3, 4), 2) == [[1, 2], [3, 4]]

# %%
assert chunk_list((3, 2, 1), 2) == [[3, 2], [1]]

# %%
assert chunk_list((1, 2, 2), 2) == [[1, 2], [2]]

# %%
assert chunk_list((2, 3), 2) == [[2, 3]]

# %%
assert chunk_list((1, 2, 3), 1000000) == [[1, 2, 3]]

# %%
assert chunk_list((1, 2, 3), 7) == [[1, 2, 3]]

# %%
assert chunk_list('edcba', 2) == [['e', 'd'], ['c', 'b'], ['a']]

# %%
assert chunk_list('abcde', 3) == [['a', 'b', 'c'], ['d', 'e']]

# %%
assert chunk_list('abcde', 1000000) == [['a', 'b', 'c', 'd', 'e']]

# %%
assert chunk_list('abcde', 7) == [['a', 'b', 'c', 'd', 'e']]

# %%
assert chunk_list('Abcde', 2) == [['A', 'b'], ['c', 'd'], ['e']]

# %%
assert chunk_list('abcde', 4) == [['a', 'b', 'c', 'd'], ['e']]

# %%
assert chunk_list('abcd', 2) == [['a', 'b'], ['c', 'd']]

# %%
assert chunk_list('ßabcde', 2) == [['ß', 'a'], ['b', 'c'], ['d', 'e']]

# %%
assert chunk_list('a', 2) == [['a']]

# %%
assert chunk_list('ABCDE', 2) == [['A', 'B'], ['C', 'D'], ['E']]

# %%
assert chunk_list('aabcde', 2) == [['a', 'a'], ['b', 'c'], ['d', 'e']]

# %%
assert chunk_list('abcde ', 2) == [['a', 'b'], ['c', 'd'], ['e', ' ']]

# %%
assert chunk_list('abcdeé', 2) == [['a', 'b'], ['c', 'd'], ['e', 'é']]

# %%
assert chunk_list((x * x for x in range(4)), 1) == [[0], [1], [4], [9]]

# %%
assert chunk_list((x * x for x in range(4)), 6) == [[0, 1, 4, 9]]

# %%
assert chunk_list((x * x for x in range(4)), 2) == [[0, 1], [4, 9]]

# %%
assert chunk_list((x * x for x in range(4)), 1000000) == [[0, 1, 4, 9]]

# %%
assert chunk_list((1, 2, 3, 4), 1) == [[1], [2], [3], [4]]

# %%
assert chunk_list((3, 2, 1), 4) == [[3, 2, 1]]

# %%
assert chunk_list((1, 2, 3), 8) == [[1, 2, 3]]

# %%
assert chunk_list((1, 2, 4), 1) == [[1], [2], [4]]

# %%
assert chunk_list((1, 2, 4), 7) == [[1, 2, 4]]

# %%
assert chunk_list((1, -2, 4), 2) == [[1, -2], [4]]

# %%
assert chunk_list((1, 0, 3), 3) == [[1, 0, 3]]

# %%
assert chunk_list((2, 3), 3) == [[2, 3]]

# %%
assert chunk_list((1, 2, 3), 6) == [[1, 2, 3]]

# %%
assert chunk_list((1, -2, 3), 3) == [[1, -2, 3]]

# %%
assert chunk_list((-1,), 2) == [[-1]]

# %%
assert chunk_list((0,), 2) == [[0]]

# %%
assert chunk_list((1, 1, 2, 3), 2) == [[1, 1], [2, 3]]

# %%
assert chunk_list((1, 2, 3, 1, 2, 3, 1, 2, 3, 1, 2, 3), 2) == [[1, 2], [3, 1], [2, 3], [1, 2], [3, 1], [2, 3]]

# %%
assert chunk_list((-3, 2, 1), 2) == [[-3, 2], [1]]

# %%
assert chunk_list((2, 3, 4), 2) == [[2, 3], [4]]

# %%
assert chunk_list((1, 2, 3, 4, 1, 2, 3, 4), 2) == [[1, 2], [3, 4], [1, 2], [3, 4]]

# %%
assert chunk_list((3, 2, 1, 3), 2) == [[3, 2], [1, 3]]

# %%
assert chunk_list((), 3) == []

# %%
assert chunk_list((), 7) == []

# %%
assert chunk_list((1, 2, 2, 1, 2, 2), 2) == [[1, 2], [2, 1], [2, 2]]

# %%
assert chunk_list((1, 3), 2) == [[1, 3]]

# %%
assert chunk_list((0, 2, 3), 1000000) == [[0, 2, 3]]

# %%
assert chunk_list((2, 3), 7) == [[2, 3]]

# %%
assert chunk_list('edcba ', 2) == [['e', 'd'], ['c', 'b'], ['a', ' ']]

# %%
assert chunk_list(' abcde0', 2) == [[' ', 'a'], ['b', 'c'], ['d', 'e'], ['0']]

# %%
assert chunk_list(' edcba', 2) == [[' ', 'e'], ['d', 'c'], ['b', 'a']]

# %%
assert chunk_list('a', 3) == [['a']]

# %%
assert chunk_list(' abcde', 3) == [[' ', 'a', 'b'], ['c', 'd', 'e']]

# %%
assert chunk_list('ßbcde', 2) == [['ß', 'b'], ['c', 'd'], ['e']]

# %%
assert chunk_list('bcde', 1) == [['b'], ['c'], ['d'], ['e']]

# %%
assert chunk_list('Abcde', 1000000) == [['A', 'b', 'c', 'd', 'e']]

# %%
assert chunk_list('abcde', 999999) == [['a', 'b', 'c', 'd', 'e']]

# %%
assert chunk_list('Ab', 2) == [['A', 'b']]

# %%
assert chunk_list('ab', 1) == [['a'], ['b']]

# %%
assert chunk_list('bcde', 7) == [['b', 'c', 'd', 'e']]

# %%
assert chunk_list('Abcde', 7) == [['A', 'b', 'c', 'd', 'e']]

# %%
assert chunk_list('', 1) == []

# %%
assert chunk_list('a', 1) == [['a']]

# %%
assert chunk_list('abcdeabcde', 4) == [['a', 'b', 'c', 'd'], ['e', 'a', 'b', 'c'], ['d', 'e']]

# %%
assert chunk_list('aabcd', 2) == [['a', 'a'], ['b', 'c'], ['d']]

# %%
assert chunk_list('ßabcde', 7) == [['ß', 'a', 'b', 'c', 'd', 'e']]

# %%
assert chunk_list('aa', 2) == [['a', 'a']]

# %%
assert chunk_list('ABCDE', 4) == [['A', 'B', 'C', 'D'], ['E']]

# %%
assert chunk_list('bcde ', 2) == [['b', 'c'], ['d', 'e'], [' ']]

# %%
assert chunk_list('bcdeabcde', 2) == [['b', 'c'], ['d', 'e'], ['a', 'b'], ['c', 'd'], ['e']]

# %%
assert chunk_list('ßabcdeabcde', 2) == [['ß', 'a'], ['b', 'c'], ['d', 'e'], ['a', 'b'], ['c', 'd'], ['e']]

# %%
assert chunk_list('abcdeabcde', 1000000) == [['a', 'b', 'c', 'd', 'e', 'a', 'b', 'c', 'd', 'e']]

# %%
assert chunk_list('abcdeéabcdeé', 2) == [['a', 'b'], ['c', 'd'], ['e', 'é'], ['a', 'b'], ['c', 'd'], ['e', 'é']]

# %%
assert chunk_list((x * x for x in range(4)), 5) == [[0, 1, 4, 9]]

# %%
assert chunk_list((x * x for x in range(4)), 8) == [[0, 1, 4, 9]]
