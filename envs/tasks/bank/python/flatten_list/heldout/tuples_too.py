# %%
assert flatten_list([1, (2, [3, (4,)], 2), 'ab']) == [1, 2, 3, 4, 2, 'ab']

# %%
assert flatten_list([1, ([3, (4,)], 2), 'ab']) == [1, 3, 4, 2, 'ab']

# %%
assert flatten_list([1, (), 'ab']) == [1, 'ab']

# %%
assert flatten_list(['ab', (2, [3, (4,)]), 1]) == ['ab', 2, 3, 4, 1]

# %%
assert flatten_list([]) == []

# %%
assert flatten_list((1, [2, 2])) == [1, 2, 2]

# %%
assert flatten_list(()) == []

# %%
assert flatten_list((1, [2], 1)) == [1, 2, 1]

# %%
assert flatten_list([{'k': [1]}]) == [{'k': [1]}]

# %%
assert flatten_list([{'k': [1]}, b'xyxy']) == [{'k': [1]}, b'xyxy']

# %%
assert flatten_list([{'k': [1]}, b'xy', b'']) == [{'k': [1]}, b'xy', b'']

# %%
assert flatten_list([{'k': [1]}, b'']) == [{'k': [1]}, b'']

# %%
assert flatten_list([1, (2, [3, (4,)], 2), 'abab']) == [1, 2, 3, 4, 2, 'abab']

# %%
assert flatten_list([1, (2, [3, (4,)], 2), 'ab', 1]) == [1, 2, 3, 4, 2, 'ab', 1]

# %%
assert flatten_list([1, (2, [3, (4,)], 2), '']) == [1, 2, 3, 4, 2, '']

# %%
assert flatten_list([1, (2, [3, (4,)], 2), 'a']) == [1, 2, 3, 4, 2, 'a']

# %%
assert flatten_list([1, ([3, (4,)], 2), 'ab', 1]) == [1, 3, 4, 2, 'ab', 1]

# %%
assert flatten_list([(2, [3, (4,)]), 'ab', '']) == [2, 3, 4, 'ab', '']

# %%
assert flatten_list([1, (2, [3, (4,)]), 'abab', '']) == [1, 2, 3, 4, 'abab', '']

# %%
assert flatten_list([1, (2, [3, (4,)]), 'ab', '', 1]) == [1, 2, 3, 4, 'ab', '', 1]

# %%
assert flatten_list([-1]) == [-1]

# %%
assert flatten_list([0]) == [0]

# %%
assert flatten_list([2]) == [2]

# %%
assert flatten_list([1, (), 'ab', 1, (), 'ab']) == [1, 'ab', 1, 'ab']

# %%
assert flatten_list(['ab', (), 1]) == ['ab', 1]

# %%
assert flatten_list([1, (2,), 'abab']) == [1, 2, 'abab']

# %%
assert flatten_list([1, (2,), 'ab', '']) == [1, 2, 'ab', '']

# %%
assert flatten_list([0, (2, [3, (4,)])]) == [0, 2, 3, 4]

# %%
assert flatten_list([1, (2, [3, (4,)]), 1]) == [1, 2, 3, 4, 1]

# %%
assert flatten_list([(2, [3, (4,)]), 1]) == [2, 3, 4, 1]

# %%
assert flatten_list([1, (2, [3, (4,)]), 1, (2, [3, (4,)])]) == [1, 2, 3, 4, 1, 2, 3, 4]

# %%
assert flatten_list(['ab', (2, [3, (4,)])]) == ['ab', 2, 3, 4]

# %%
assert flatten_list(['ab', (2, [3, (4,)], 2), 1]) == ['ab', 2, 3, 4, 2, 1]

# %%
assert flatten_list([1, (2, [3, (4,)]), 'ab', 1, 2]) == [1, 2, 3, 4, 'ab', 1, 2]

# %%
assert flatten_list([(2, [3, (4,)]), 'ab', 1]) == [2, 3, 4, 'ab', 1]

# %%
assert flatten_list([1, 'ab', (2, [3, (4,)]), 1]) == [1, 'ab', 2, 3, 4, 1]

# %%
assert flatten_list([1, (2, [3, (4,)]), 'ab', 1, 1, (2, [3, (4,)]), 'ab', 1]) == [1, 2, 3, 4, 'ab', 1, 1, 2, 3, 4, 'ab', 1]

# %%
assert flatten_list([(2, [3, (4,)]), 'ab', (2, [3, (4,)])]) == [2, 3, 4, 'ab', 2, 3, 4]

# %%
assert flatten_list([1, (2, [3, (4,)]), 'ab', 1, (2, [3, (4,)]), 'a']) == [1, 2, 3, 4, 'ab', 1, 2, 3, 4, 'a']

# %%
assert flatten_list([1, (2, [3, (4,)]), 'ab', 1, (2, [3, (4,)]), 'abab']) == [1, 2, 3, 4, 'ab', 1, 2, 3, 4, 'abab']

# %%
assert flatten_list([1, (2, [3, (4,)]), 'ab', 1, (2, [3, (4,)]), 'AB']) == [1, 2, 3, 4, 'ab', 1, 2, 3, 4, 'AB']

# %%
assert flatten_list([1, (2, [3, (4,)]), 'ab', 1, (2, [3, (4,)]), 'ab', 1, (2, [3, (4,)]), 'ab', 1, (2, [3, (4,)]), 'ab']) == [1, 2, 3, 4, 'ab', 1, 2, 3, 4, 'ab', 1, 2, 3, 4, 'ab', 1, 2, 3, 4, 'ab']

# %%
assert flatten_list((1, [2], 0, [2])) == [1, 2, 0, 2]

# %%
assert flatten_list((0,)) == [0]

# %%
assert flatten_list((1, [2, 2], [])) == [1, 2, 2]

# %%
assert flatten_list(([2, 2], 1)) == [2, 2, 1]

# %%
assert flatten_list((1, [2, 2], 1, [2, 2])) == [1, 2, 2, 1, 2, 2]

# %%
assert flatten_list(([], 1)) == [1]

# %%
assert flatten_list((1, [], 1, [])) == [1, 1]

# %%
assert flatten_list((1, [], [])) == [1]

# %%
assert flatten_list(([],)) == []

# %%
assert flatten_list(([2], [])) == [2]

# %%
assert flatten_list(([2], 1, 2)) == [2, 1, 2]

# %%
assert flatten_list((1, [2], 1, 1)) == [1, 2, 1, 1]

# %%
assert flatten_list((1, [2], 1, 2)) == [1, 2, 1, 2]

# %%
assert flatten_list((1, [2], [], 1)) == [1, 2, 1]

# %%
assert flatten_list([{'k': [1]}, b'xy', {'k': [1]}, b'xy', {'k': [1]}, b'xy', {'k': [1]}, b'xy']) == [{'k': [1]}, b'xy', {'k': [1]}, b'xy', {'k': [1]}, b'xy', {'k': [1]}, b'xy']

# %%
assert flatten_list([{'k': [1]}, b'yx', {'k': [1]}, b'xy']) == [{'k': [1]}, b'yx', {'k': [1]}, b'xy']

# %%
assert flatten_list([{'k': [1]}, b'xy', {'k': [1]}, b'xy', {'k': [1]}]) == [{'k': [1]}, b'xy', {'k': [1]}, b'xy', {'k': [1]}]

# %%
assert flatten_list([{'k': [1]}, b'xyxy', {'k': [1]}, b'xy']) == [{'k': [1]}, b'xyxy', {'k': [1]}, b'xy']

# %%
assert flatten_list([{'k': [1]}, b'xy', {'k': [1]}, {'k': [1]}, b'xy', {'k': [1]}]) == [{'k': [1]}, b'xy', {'k': [1]}, {'k': [1]}, b'xy', {'k': [1]}]

# %%
assert flatten_list([{'k': [1]}, b'xy', {'k': [1]}, {'k': [1]}]) == [{'k': [1]}, b'xy', {'k': [1]}, {'k': [1]}]

# %%
assert flatten_list([{}, b'xy', {'k': [1]}]) == [{}, b'xy', {'k': [1]}]

# %%
assert flatten_list([{'k': []}]) == [{'k': []}]

# %%
assert flatten_list([{'k': [1]}, {}]) == [{'k': [1]}, {}]

# %%
assert flatten_list([{'k': [1]}, {'k': [1]}]) == [{'k': [1]}, {'k': [1]}]

# %%
assert flatten_list([b'']) == [b'']

# %%
assert flatten_list([b'x']) == [b'x']

# %%
assert flatten_list([b'xy', b'xy']) == [b'xy', b'xy']

# %%
assert flatten_list([{'k': [1]}, b'xyxy', {'k': [1]}, b'xyxy']) == [{'k': [1]}, b'xyxy', {'k': [1]}, b'xyxy']

# %%
assert flatten_list([b'xy', {'k': [1]}, b'xy']) == [b'xy', {'k': [1]}, b'xy']

# %%
assert flatten_list([b'x', {'k': [1]}]) == [b'x', {'k': [1]}]

# %%
assert flatten_list([{'k': []}, b'x']) == [{'k': []}, b'x']

# %%
assert flatten_list([{'k': [1]}, b'x', {'k': [1]}]) == [{'k': [1]}, b'x', {'k': [1]}]

# %%
assert flatten_list([{'k': [1]}, b'xy', b'', {'k': [1]}, b'xy', b'']) == [{'k': [1]}, b'xy', b'', {'k': [1]}, b'xy', b'']

# %%
assert flatten_list([{'k': [1]}, b'yx', {'k': [1]}, b'yx']) == [{'k': [1]}, b'yx', {'k': [1]}, b'yx']

# %%
assert flatten_list([{'k': []}, b'yx']) == [{'k': []}, b'yx']

# %%
assert flatten_list([{'k': [1]}, b'', {'k': [1]}, b'']) == [{'k': [1]}, b'', {'k': [1]}, b'']

# %%
assert flatten_list([{'k': [1]}, b'', {'k': [1]}]) == [{'k': [1]}, b'', {'k': [1]}]

# %%
assert flatten_list([b'', {'k': [1]}]) == [b'', {'k': [1]}]
