# %%
try:
    render('Hi {first} {last}', {'first': 'A'})
except KeyError as e:
    assert e.args[0] == "missing value for 'last'"
else:
    raise AssertionError('no KeyError for a missing value')
