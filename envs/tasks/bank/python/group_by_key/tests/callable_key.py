# %%
recs = [{'k': 'a', 'v': 1}, {'k': 'b', 'v': 2}, {'k': 'a', 'v': 3}]
assert group_by_key(recs, lambda r: r['v'] % 2) == {1: [recs[0], recs[2]], 0: [recs[1]]}

# %% held-out
recs = [{'k': 'a', 'v': 1}, {'k': 'b', 'v': 2}, {'k': 'a', 'v': 3}]
assert group_by_key(recs, 'k') == {'a': [recs[0], recs[2]], 'b': [recs[1]]}

# %% held-out
for bad in (1, None):
    try:
        group_by_key([{'k': 1}], bad)
    except TypeError as e:
        assert str(e) == 'key must be a string or a callable', str(e)
    else:
        raise AssertionError(f'key={bad!r} accepted')
