# %%
for bad in (float('nan'), float('inf'), float('-inf')):
    try:
        format_duration(bad)
    except ValueError as e:
        assert str(e) == 'seconds must be a whole number'
    else:
        raise AssertionError(f'no ValueError for {bad}')
