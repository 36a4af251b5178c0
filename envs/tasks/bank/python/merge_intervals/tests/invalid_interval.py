# %%
try:
    merge_intervals([[0, 2], [5, 1]])
except ValueError as e:
    assert str(e) == 'invalid interval: [5, 1]', str(e)
else:
    raise AssertionError('[5, 1] accepted')

# %% held-out
assert merge_intervals([[3, 3]]) == [[3, 3]]
