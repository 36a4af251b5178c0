# %%
for a, b in (([2, 1], [3]), ([1, 2], [5, 4, 6])):
    try:
        merge_sorted(a, b)
    except ValueError as e:
        assert str(e) == 'inputs must be sorted', str(e)
    else:
        raise AssertionError(f'{a}, {b} accepted')

# %% held-out
assert merge_sorted([1, 1, 2], [0, 2, 2]) == [0, 1, 1, 2, 2, 2]
