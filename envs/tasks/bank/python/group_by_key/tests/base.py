# %%
recs = [{'k': 'a', 'v': 1}, {'k': 'b', 'v': 2}, {'k': 'a', 'v': 3}]
assert group_by_key(recs, 'k') == {'a': [recs[0], recs[2]], 'b': [recs[1]]}

# %% held-out
recs = [{'k': 'a', 'v': 1}, {'k': 'b', 'v': 2}, {'k': 'a', 'v': 3}]
assert list(group_by_key(recs[::-1], 'k')) == ['a', 'b']

# %% held-out
assert group_by_key([], 'k') == {}

# %% held-out
recs = [{'k': 'a', 'v': 1}, {'k': 'b', 'v': 2}, {'k': 'a', 'v': 3}]
assert group_by_key(recs, 'v')[2] == [recs[1]]
