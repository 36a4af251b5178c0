# %%
try:
    compare_versions('1..2', '1')
except ValueError as e:
    assert str(e) == "invalid version: '1..2'"
else:
    raise AssertionError('no ValueError for 1..2')

# %% held-out
for bad in ('a.b', '', '1.-2', '1.2.', '１.0', '1 .2'):
    try:
        compare_versions('1.0', bad)
    except ValueError as e:
        assert str(e) == f'invalid version: {bad!r}', str(e)
    else:
        raise AssertionError(f'no ValueError for {bad!r}')
