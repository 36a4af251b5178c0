# %%
for bad in ('', '   ', None, 3):
    try:
        pluralize(bad)
    except ValueError as e:
        assert str(e) == 'word must be a non-empty string'
    else:
        raise AssertionError(f'no ValueError for {bad!r}')
