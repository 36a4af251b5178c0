# %%
for bad in ('2024-02-30', 'hello', '2024/01/01'):
    try:
        days_between('2024-01-01', bad)
    except ValueError as e:
        assert str(e) == f'invalid date: {bad!r}', str(e)
    else:
        raise AssertionError(f'{bad!r} accepted')

# %% held-out
try:
    days_between('01-01-2024', '2024-01-01')
except ValueError as e:
    assert str(e) == "invalid date: '01-01-2024'", str(e)
else:
    raise AssertionError('01-01-2024 accepted')
