# %%
assert flatten_list([1, (2, [3, (4,)], 2), 'ab']) == [1, 2, 3, 4, 2, 'ab']

# %%
assert flatten_list([1, ([3, (4,)], 2), 'ab']) == [1, 3, 4, 2, 'ab']

# %%
assert flatten_list([1, (2, [3, (4,)]), 'ab', '']) == [1, 2, 3, 4, 'ab', '']

# %%
assert flatten_list([1]) == [1]

# %%
assert flatten_list([1, (), 'ab']) == [1, 'ab']

# %%
assert flatten_list([1, (2,), 'ab']) == [1, 2, 'ab']

# %%
assert flatten_list([1, (2, [3, (4,)])]) == [1, 2, 3, 4]

# %%
assert flatten_list(['ab', (2, [3, (4,)]), 1]) == ['ab', 2, 3, 4, 1]

# %%
assert flatten_list([1, (2, [3, (4,)]), 'ab', 1]) == [1, 2, 3, 4, 'ab', 1]

# %%
assert flatten_list([]) == []

# %%
assert flatten_list([(2, [3, (4,)]), 'ab']) == [2, 3, 4, 'ab']

# %%
assert flatten_list([1, (2, [3, (4,)]), 'ab', 1, (2, [3, (4,)]), 'ab']) == [1, 2, 3, 4, 'ab', 1, 2, 3, 4, 'ab']

# %%
assert flatten_list((1, [2], 1, [2])) == [1, 2, 1, 2]

# %%
assert flatten_list((1,)) == [1]

# %%
assert flatten_list((1, [2, 2])) == [1, 2, 2]

# %%
assert flatten_list((1, [])) == [1]

# %%
assert flatten_list(([2],)) == [2]

# %%
assert flatten_list(([2], 1)) == [2, 1]

# %%
assert flatten_list(()) == []

# %%
assert flatten_list((1, [2], 1)) == [1, 2, 1]

# %%
assert flatten_list((1, [2], [])) == [1, 2]

# %%
assert flatten_list([{'k': [1]}, b'xy', {'k': [1]}, b'xy']) == [{'k': [1]}, b'xy', {'k': [1]}, b'xy']

# %%
assert flatten_list([{'k': [1]}, b'xy', {'k': [1]}]) == [{'k': [1]}, b'xy', {'k': [1]}]

# %%
assert flatten_list([{'k': [1]}]) == [{'k': [1]}]

# %%
assert flatten_list([b'xy']) == [b'xy']

# %%
assert flatten_list([{'k': [1]}, b'xyxy']) == [{'k': [1]}, b'xyxy']

# %%
assert flatten_list([b'xy', {'k': [1]}]) == [b'xy', {'k': [1]}]

# %%
assert flatten_list([{'k': [1]}, b'x']) == [{'k': [1]}, b'x']

# %%
assert flatten_list([{'k': [1]}, b'xy', b'']) == [{'k': [1]}, b'xy', b'']

# %%
assert flatten_list([{'k': [1]}, b'yx']) == [{'k': [1]}, b'yx']

# %%
assert flatten_list([{'k': [1]}, b'']) == [{'k': [1]}, b'']
