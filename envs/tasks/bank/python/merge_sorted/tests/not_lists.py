# %%
for a, b in (((1, 2), [3]), ([1], None), ('ab', 'cd')):
    try:
        merge_sorted(a, b)
    except TypeError as e:
        assert str(e) == 'a and b must be lists', str(e)
    else:
        raise AssertionError(f'{a!r}, {b!r} accepted')
