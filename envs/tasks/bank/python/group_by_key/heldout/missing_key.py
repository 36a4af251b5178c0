# %%
recs = [{'k': 1}, {'x': 2}, {'k': 1}, {}]
assert group_by_key(recs, 'k0') == {None: [{'k': 1}, {'x': 2}, {'k': 1}, {}]}

# %%
recs = [{'k': 1}, {'x': 2}, {'k': 1}, {}]
assert group_by_key(recs, ' k') == {None: [{'k': 1}, {'x': 2}, {'k': 1}, {}]}

# %%
recs = [{'k': 1}, {'x': 2}, {'k': 1}, {}]
assert group_by_key(recs, 'K') == {None: [{'k': 1}, {'x': 2}, {'k': 1}, {}]}

# %%
recs = [{'k': 1}, {'x': 2}, {'k': 1}, {}]
assert group_by_key(recs, 'kk') == {None: [{'k': 1}, {'x': 2}, {'k': 1}, {}]}

# %%
recs = [{'k': 1}, {'x': 2}, {'k': 1}, {}]
assert group_by_key(recs, 'ké') == {None: [{'k': 1}, {'x': 2}, {'k': 1}, {}]}

# %%
recs = [{'k': 1}, {'x': 2}, {'k': 1}, {}]
assert group_by_key(recs, 'ßk') == {None: [{'k': 1}, {'x': 2}, {'k': 1}, {}]}

# %%
recs = [{'k': 1}, {'x': 2}, {'k': 1}, {}]
assert group_by_key(recs, 'k ') == {None: [{'k': 1}, {'x': 2}, {'k': 1}, {}]}

# %%
recs = [{'k': 1}, {'x': 2}, {'k': 1}, {}]
assert group_by_key(recs, '') == {None: [{'k': 1}, {'x': 2}, {'k': 1}, {}]}

# %%
assert list(group_by_key([], 'k')) == []

# %%
assert list(group_by_key([{}, {'k': 0}], 'kk')) == [None]

# %%
assert list(group_by_key([{}], 'k')) == [None]

# %%
assert list(group_by_key([{}, {'k': 0}, {}, {'k': 0}], 'k')) == [None, 0]

# %%
assert list(group_by_key([{}, {'k': 0}], ' k')) == [None]

# %%
assert list(group_by_key([{'k': 0}, {}], 'k')) == [0, None]

# %%
assert list(group_by_key([{}, {'k': 0}], 'K')) == [None]

# %%
assert list(group_by_key([{}, {'k': 0}], 'ké')) == [None]

# %%
assert list(group_by_key([{}, {'k': 0}, {}], 'k')) == [None, 0]

# %%
assert list(group_by_key([{}, {'k': 0}], 'ßk')) == [None]

# %%
assert list(group_by_key([{}, {'k': 0}], 'k0')) == [None]

# %%
assert list(group_by_key([{}, {'k': 0}], 'k ')) == [None]

# %%
assert list(group_by_key([{'k': 0}], 'k')) == [0]

# %%
assert list(group_by_key([{}, {'k': 0}], '')) == [None]
