# %%
for bad in (0, -1, 2.0, '3'):
    try:
        LRUCache(bad)
    except ValueError as e:
        assert str(e) == 'capacity must be a positive integer'
    else:
        raise AssertionError(f'LRUCache({bad!r}) accepted')
