# %%
for bad in ('abc', 5, None, {1: 2}):
    try:
        flatten_list(bad)
    except TypeError as e:
        assert str(e) == 'nested must be a list or tuple', str(e)
    else:
        raise AssertionError(f'{bad!r} accepted')
