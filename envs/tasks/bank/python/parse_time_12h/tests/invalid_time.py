# %%
try:
    parse_time_12h('13:00 PM')
except ValueError as e:
    assert str(e) == "invalid time: '13:00 PM'"
else:
    raise AssertionError('no ValueError for 13:00 PM')

# %% held-out
for bad in ('0:30 AM', '7:5 PM', '7:60 PM', '7:05', 'seven PM', '', '7:05 XM'):
    try:
        parse_time_12h(bad)
    except ValueError as e:
        assert str(e) == f'invalid time: {bad!r}', str(e)
    else:
        raise AssertionError(f'no ValueError for {bad!r}')
