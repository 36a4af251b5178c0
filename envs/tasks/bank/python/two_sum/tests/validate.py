# %%
for bad in ((1, 2), [1, '2'], [1.0, 2], [True, 1], None):
    try:
        two_sum(bad, 3)
    except TypeError as e:
        assert str(e) == 'nums must be a list of integers', str(e)
    else:
        raise AssertionError(f'{bad!r} accepted')
