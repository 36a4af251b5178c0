# %%
for bad in ([('a', 1)], None, 'ab'):
    try:
        invert_dict(bad)
    except TypeError as e:
        assert str(e) == 'd must be a dict'
    else:
        raise AssertionError(f'{bad!r} accepted')
