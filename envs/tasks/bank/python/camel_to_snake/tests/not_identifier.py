# %%
try:
    camel_to_snake('foo bar')
except ValueError as e:
    assert str(e) == "not an identifier: 'foo bar'"
else:
    raise AssertionError('no ValueError for a space')

# %% held-out
for bad in ('2fast', 'a-b', 'x!'):
    try:
        camel_to_snake(bad)
    except ValueError:
        pass
    else:
        raise AssertionError(f'no ValueError for {bad!r}')
