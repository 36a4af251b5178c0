# %%
recs = [{'k': 1}, {'x': 2}, {'k': 1}, {}]
assert group_by_key(recs, 'k') == {1: [recs[0], recs[2]], None: [recs[1], recs[3]]}

# %% held-out
assert list(group_by_key([{}, {'k': 0}], 'k')) == [None, 0]
