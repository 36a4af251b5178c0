# %%
assert dedupe_preserve_order([1, 3, 2, 1]) == [1, 3, 2]

# %%
assert dedupe_preserve_order([1, 1, 2, 3, 3]) == [1, 2, 3]

# %%
assert dedupe_preserve_order([3, 1, 3, 2]) == [3, 1, 2]

# %%
assert dedupe_preserve_order([1, 2, 3, 1, 3]) == [1, 2, 3]

# %%
assert dedupe_preserve_order([3, 1, 3, 2, 0]) == [3, 1, 2, 0]

# %%
assert dedupe_preserve_order([3, 3, 2, 1, 1]) == [3, 2, 1]

# %%
assert dedupe_preserve_order(()) == []

# %%
assert dedupe_preserve_order('banan') == ['b', 'a', 'n']

# %%
assert dedupe_preserve_order('bananaé') == ['b', 'a', 'n', 'é']

# %%
assert dedupe_preserve_order('anana') == ['a', 'n']

# %%
assert dedupe_preserve_order('ban') == ['b', 'a', 'n']

# %%
assert dedupe_preserve_order('banana0') == ['b', 'a', 'n', '0']

# %%
assert dedupe_preserve_order('bananabanana') == ['b', 'a', 'n']

# %%
assert dedupe_preserve_order('bbanana') == ['b', 'a', 'n']

# %%
assert dedupe_preserve_order('ananab') == ['a', 'n', 'b']

# %%
assert dedupe_preserve_order('Banana') == ['B', 'a', 'n']

# %%
assert dedupe_preserve_order('ßbanana') == ['ß', 'b', 'a', 'n']

# %%
assert dedupe_preserve_order([3, 2, 1]) == [3, 2, 1]

# %%
assert dedupe_preserve_order([1, 3, 2, 1, 1, 3, 2, 1]) == [1, 3, 2]

# %%
assert dedupe_preserve_order([1, 1, 2, 3]) == [1, 2, 3]

# %%
assert dedupe_preserve_order([-1, 2, 3, 1, 3]) == [-1, 2, 3, 1]

# %%
assert dedupe_preserve_order([2, 1, 3, 2, 2]) == [2, 1, 3]

# %%
assert dedupe_preserve_order([3, 1, 3, 2, 2, 3, 1, 3, 2, 2]) == [3, 1, 2]

# %%
assert dedupe_preserve_order([0, 1, 3, 2, 2]) == [0, 1, 3, 2]

# %%
assert dedupe_preserve_order([3, 3, 2, 2, 1]) == [3, 2, 1]

# %%
assert dedupe_preserve_order([1, 3, 2, 2]) == [1, 3, 2]

# %%
assert dedupe_preserve_order([1, 1, 2, 3, 3, 1]) == [1, 2, 3]

# %%
assert dedupe_preserve_order([1, 1, 2, 3, 3, 4]) == [1, 2, 3, 4]

# %%
assert dedupe_preserve_order([3, 1, 3, -2]) == [3, 1, -2]

# %%
assert dedupe_preserve_order([3, 1, 3, 2, 3]) == [3, 1, 2]

# %%
assert dedupe_preserve_order([3, 1, 3, 1]) == [3, 1]

# %%
assert dedupe_preserve_order([3, 3, 2, 1]) == [3, 2, 1]

# %%
assert dedupe_preserve_order([3, 1, 3, 0]) == [3, 1, 0]

# %%
assert dedupe_preserve_order([3, 1, 3, 2, 3, 1, 3, 2]) == [3, 1, 2]

# %%
assert dedupe_preserve_order([1, 3, 3, 1, 3]) == [1, 3]

# %%
assert dedupe_preserve_order([1, 1, 3, 1, 3]) == [1, 3]

# %%
assert dedupe_preserve_order([1, 2, 3, 1]) == [1, 2, 3]

# %%
assert dedupe_preserve_order([3, -1, 3, 2, 1, 3]) == [3, -1, 2, 1]

# %%
assert dedupe_preserve_order([3, 1, 3, 2, 1, 3, 3]) == [3, 1, 2]

# %%
assert dedupe_preserve_order([3, 1, 3, 2, 2, 2]) == [3, 1, 2]

# %%
assert dedupe_preserve_order([1, 3, 2, 1, 2]) == [1, 3, 2]

# %%
assert dedupe_preserve_order([3, 1, 3, 2, 1, 2, 3]) == [3, 1, 2]

# %%
assert dedupe_preserve_order([3, 3]) == [3]

# %%
assert dedupe_preserve_order([3, 4]) == [3, 4]

# %%
assert dedupe_preserve_order([3, 1, 3, 2, 1, 3, 1, 3, 0, 1]) == [3, 1, 2, 0]

# %%
assert dedupe_preserve_order([3, 1, 3, 2, 1, 3, 1, 3, 1, 1]) == [3, 1, 2]

# %%
assert dedupe_preserve_order([3, 1, 3, 2, 1, 3, 1, 3, 2, 1, 3, 1, 3, 2, 1, 3, 1, 3, 2, 1]) == [3, 1, 2]

# %%
assert dedupe_preserve_order('banana  ') == ['b', 'a', 'n', ' ']

# %%
assert dedupe_preserve_order('anana ') == ['a', 'n', ' ']

# %%
assert dedupe_preserve_order('bbanana ') == ['b', 'a', 'n', ' ']

# %%
assert dedupe_preserve_order('banané') == ['b', 'a', 'n', 'é']

# %%
assert dedupe_preserve_order('bananaébananaé') == ['b', 'a', 'n', 'é']

# %%
assert dedupe_preserve_order(' bananaé') == [' ', 'b', 'a', 'n', 'é']

# %%
assert dedupe_preserve_order('ßbananaé') == ['ß', 'b', 'a', 'n', 'é']

# %%
assert dedupe_preserve_order('nana') == ['n', 'a']

# %%
assert dedupe_preserve_order('ßanana') == ['ß', 'a', 'n']

# %%
assert dedupe_preserve_order('ban ') == ['b', 'a', 'n', ' ']

# %%
assert dedupe_preserve_order('ban0') == ['b', 'a', 'n', '0']

# %%
assert dedupe_preserve_order('nab') == ['n', 'a', 'b']

# %%
assert dedupe_preserve_order('0ananab') == ['0', 'a', 'n', 'b']

# %%
assert dedupe_preserve_order(' banana0') == [' ', 'b', 'a', 'n', '0']

# %%
assert dedupe_preserve_order('  banana') == [' ', 'b', 'a', 'n']

# %%
assert dedupe_preserve_order('ßbananabanana') == ['ß', 'b', 'a', 'n']

# %%
assert dedupe_preserve_order('bananabanan') == ['b', 'a', 'n']

# %%
assert dedupe_preserve_order('bananabananabananabanana') == ['b', 'a', 'n']

# %%
assert dedupe_preserve_order('ananabananab') == ['a', 'n', 'b']

# %%
assert dedupe_preserve_order('0') == ['0']

# %%
assert dedupe_preserve_order('é') == ['é']

# %%
assert dedupe_preserve_order('ß') == ['ß']

# %%
assert dedupe_preserve_order('bbanana0') == ['b', 'a', 'n', '0']

# %%
assert dedupe_preserve_order('bba') == ['b', 'a']

# %%
assert dedupe_preserve_order(' bbanana') == [' ', 'b', 'a', 'n']

# %%
assert dedupe_preserve_order(' b') == [' ', 'b']

# %%
assert dedupe_preserve_order('bé') == ['b', 'é']

# %%
assert dedupe_preserve_order('ananab0') == ['a', 'n', 'b', '0']

# %%
assert dedupe_preserve_order('ßananab') == ['ß', 'a', 'n', 'b']

# %%
assert dedupe_preserve_order('BBanana') == ['B', 'a', 'n']

# %%
assert dedupe_preserve_order('ananaB') == ['a', 'n', 'B']

# %%
assert dedupe_preserve_order('ßbananaßbanana') == ['ß', 'b', 'a', 'n']

# %%
assert dedupe_preserve_order('ßbanana0') == ['ß', 'b', 'a', 'n', '0']
