# %%
for bad in (5, None, 3.5):
    try:
        dedupe_preserve_order(bad)
    except TypeError as e:
        assert str(e) == 'items must be iterable', str(e)
    else:
        raise AssertionError(f'{bad!r} accepted')
