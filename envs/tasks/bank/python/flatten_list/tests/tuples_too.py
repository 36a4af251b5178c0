# %%
assert flatten_list([1, (2, [3, (4,)]), 'ab']) == [1, 2, 3, 4, 'ab']

# %% held-out
assert flatten_list((1, [2])) == [1, 2]

# %% held-out
assert flatten_list([{'k': [1]}, b'xy']) == [{'k': [1]}, b'xy']
