# %%
for bad in (-1, -86400):
    try:
        format_duration(bad)
    except ValueError as e:
        assert str(e) == 'seconds must be non-negative'
    else:
        raise AssertionError(f'no ValueError for {bad}')
