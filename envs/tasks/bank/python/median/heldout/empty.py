# %%
try:
    median(())
except ValueError as e:
    assert str(e) == 'median of empty data', str(e)
else:
    raise AssertionError('empty input accepted')
