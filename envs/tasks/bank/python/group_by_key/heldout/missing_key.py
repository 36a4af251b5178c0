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
assert group_by_key(recs, '') == {None: [{'k': 1}, {'x': 2}, {'k': 1}, {}]}

# %%
assert list(group_by_key([{}, {'k': 0}], 'kk')) == [None]

# %%
assert list(group_by_key([{}, {'k': 0}], ' k')) == [None]

# %%
assert list(group_by_key([{}, {'k': 0}], 'K')) == [None]

# %%
assert list(group_by_key([{}, {'k': 0}], 'ké')) == [None]

# %%
assert list(group_by_key([{}, {'k': 0}], 'k ')) == [None]

# %%
assert list(group_by_key([{'k': 0}], 'k')) == [0]

# %%
assert list(group_by_key([{}, {'k': 0}], '')) == [None]

# %%
recs = [{'k': 1}, {'x': 2}, {'k': 1}, {}]
assert group_by_key(recs, 'k0 ') == {None: [{'k': 1}, {'x': 2}, {'k': 1}, {}]}

# %%
recs = [{'k': 1}, {'x': 2}, {'k': 1}, {}]
assert group_by_key(recs, 'kk0') == {None: [{'k': 1}, {'x': 2}, {'k': 1}, {}]}

# %%
recs = [{'k': 1}, {'x': 2}, {'k': 1}, {}]
assert group_by_key(recs, '0k') == {None: [{'k': 1}, {'x': 2}, {'k': 1}, {}]}

# %%
recs = [{'k': 1}, {'x': 2}, {'k': 1}, {}]
assert group_by_key(recs, 'k') == {1: [{'k': 1}, {'k': 1}], None: [{'x': 2}, {}]}

# %%
recs = [{'k': 1}, {'x': 2}, {'k': 1}, {}]
assert group_by_key(recs, ' k0') == {None: [{'k': 1}, {'x': 2}, {'k': 1}, {}]}

# %%
recs = [{'k': 1}, {'x': 2}, {'k': 1}, {}]
assert group_by_key(recs, ' ') == {None: [{'k': 1}, {'x': 2}, {'k': 1}, {}]}

# %%
recs = [{'k': 1}, {'x': 2}, {'k': 1}, {}]
assert group_by_key(recs, '  k') == {None: [{'k': 1}, {'x': 2}, {'k': 1}, {}]}

# %%
recs = [{'k': 1}, {'x': 2}, {'k': 1}, {}]
assert group_by_key(recs, 'Ké') == {None: [{'k': 1}, {'x': 2}, {'k': 1}, {}]}

# %%
recs = [{'k': 1}, {'x': 2}, {'k': 1}, {}]
assert group_by_key(recs, 'K ') == {None: [{'k': 1}, {'x': 2}, {'k': 1}, {}]}

# %%
recs = [{'k': 1}, {'x': 2}, {'k': 1}, {}]
assert group_by_key(recs, 'ßkk') == {None: [{'k': 1}, {'x': 2}, {'k': 1}, {}]}

# %%
recs = [{'k': 1}, {'x': 2}, {'k': 1}, {}]
assert group_by_key(recs, 'kké') == {None: [{'k': 1}, {'x': 2}, {'k': 1}, {}]}

# %%
recs = [{'k': 1}, {'x': 2}, {'k': 1}, {}]
assert group_by_key(recs, 'kkkk') == {None: [{'k': 1}, {'x': 2}, {'k': 1}, {}]}

# %%
recs = [{'k': 1}, {'x': 2}, {'k': 1}, {}]
assert group_by_key(recs, 'kk ') == {None: [{'k': 1}, {'x': 2}, {'k': 1}, {}]}

# %%
recs = [{'k': 1}, {'x': 2}, {'k': 1}, {}]
assert group_by_key(recs, 'kéké') == {None: [{'k': 1}, {'x': 2}, {'k': 1}, {}]}

# %%
recs = [{'k': 1}, {'x': 2}, {'k': 1}, {}]
assert group_by_key(recs, 'ké0') == {None: [{'k': 1}, {'x': 2}, {'k': 1}, {}]}

# %%
recs = [{'k': 1}, {'x': 2}, {'k': 1}, {}]
assert group_by_key(recs, 'ék') == {None: [{'k': 1}, {'x': 2}, {'k': 1}, {}]}

# %%
recs = [{'k': 1}, {'x': 2}, {'k': 1}, {}]
assert group_by_key(recs, ' ßk') == {None: [{'k': 1}, {'x': 2}, {'k': 1}, {}]}

# %%
recs = [{'k': 1}, {'x': 2}, {'k': 1}, {}]
assert group_by_key(recs, 'ßkßk') == {None: [{'k': 1}, {'x': 2}, {'k': 1}, {}]}

# %%
recs = [{'k': 1}, {'x': 2}, {'k': 1}, {}]
assert group_by_key(recs, 'Ssk') == {None: [{'k': 1}, {'x': 2}, {'k': 1}, {}]}

# %%
recs = [{'k': 1}, {'x': 2}, {'k': 1}, {}]
assert group_by_key(recs, 'k 0') == {None: [{'k': 1}, {'x': 2}, {'k': 1}, {}]}

# %%
recs = [{'k': 1}, {'x': 2}, {'k': 1}, {}]
assert group_by_key(recs, 'k  ') == {None: [{'k': 1}, {'x': 2}, {'k': 1}, {}]}

# %%
recs = [{'k': 1}, {'x': 2}, {'k': 1}, {}]
assert group_by_key(recs, 'k k ') == {None: [{'k': 1}, {'x': 2}, {'k': 1}, {}]}

# %%
assert list(group_by_key([], 'K')) == []

# %%
assert list(group_by_key([], 'ké')) == []

# %%
assert list(group_by_key((), 'k')) == []

# %%
assert list(group_by_key([], 'k0')) == []

# %%
assert list(group_by_key([], 'kk')) == []

# %%
assert list(group_by_key([{}, {'k': 1}], 'kk')) == [None]

# %%
assert list(group_by_key([{}, {'k': 0}], 'kkkk')) == [None]

# %%
assert list(group_by_key([{}], '')) == [None]

# %%
assert list(group_by_key([{}, {}], 'k')) == [None]

# %%
assert list(group_by_key([{}], 'k0')) == [None]

# %%
assert list(group_by_key([{}, {'k': 0}, {}, {'k': 0}], 'k0')) == [None]

# %%
assert list(group_by_key([{'k': 0}], ' k')) == [None]

# %%
assert list(group_by_key([{}, {'k': 0}], ' ')) == [None]

# %%
assert list(group_by_key([{'k': 0}, {}], ' k')) == [None]

# %%
assert list(group_by_key([{}, {'k': 0}, {}], ' k')) == [None]

# %%
assert list(group_by_key([{'k': 1}, {}], 'k')) == [1, None]

# %%
assert list(group_by_key([{'k': 0}, {}], 'K')) == [None]

# %%
assert list(group_by_key([{'k': 0}, {}], 'k0')) == [None]

# %%
assert list(group_by_key([{'k': 0}, {}], 'k ')) == [None]

# %%
assert list(group_by_key([{'k': 0}], 'K')) == [None]

# %%
assert list(group_by_key([{}, {'k': 0}], 'Ké')) == [None]

# %%
assert list(group_by_key([{}, {'k': 0}], 'ßK')) == [None]

# %%
assert list(group_by_key([{}, {'k': 0}], 'K ')) == [None]

# %%
assert list(group_by_key([{}, {}], 'K')) == [None]

# %%
assert list(group_by_key([{'k': 0}, {}], 'ké')) == [None]

# %%
assert list(group_by_key([{}, {'k': 0}], 'ké ')) == [None]

# %%
assert list(group_by_key([{}, {'k': 0}], 'é')) == [None]

# %%
assert list(group_by_key([{}, {'k': 0}, {}, {}], 'k')) == [None, 0]

# %%
assert list(group_by_key([{}, {'k': 0}, {}, {}, {'k': 0}, {}], 'k')) == [None, 0]

# %%
assert list(group_by_key([{}, {'k': 0}, {}], 'k0')) == [None]

# %%
assert list(group_by_key([{}, {'k': 0}, {}], 'ßk')) == [None]

# %%
assert list(group_by_key([{}, {'k': 0}, {}], '')) == [None]

# %%
assert list(group_by_key([{}, {'k': 0}, {}], 'ké')) == [None]

# %%
assert list(group_by_key([{}, {'k': 0}], 'kß')) == [None]

# %%
assert list(group_by_key([{}, {'k': 0}], 'ßké')) == [None]

# %%
assert list(group_by_key([{}, {'k': 0}], 'k00')) == [None]

# %%
assert list(group_by_key([{}, {}], 'k0')) == [None]

# %%
assert list(group_by_key([{}, {'k': 0}], 'k0é')) == [None]

# %%
assert list(group_by_key([{}, {'k': 0}], 'k é')) == [None]

# %%
assert list(group_by_key([{}, {'k': 0}], 'k 0')) == [None]

# %%
assert list(group_by_key([{}, {'k': 1}], 'k ')) == [None]

# %%
assert list(group_by_key([{}, {'k': 0}], 'k  ')) == [None]

# %%
assert list(group_by_key([{'k': 0}], 'k ')) == [None]

# %%
assert list(group_by_key([{}, {'k': 0}], 'ß')) == [None]

# %%
assert list(group_by_key([{}, {'k': 0}, {}, {'k': 0}], '')) == [None]
