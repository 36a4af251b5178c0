# %%
try:
    render('Hi {first} {last}', {'first': 'AA'})
except KeyError as e:
    assert e.args[0] == "missing value for 'last'"
else:
    raise AssertionError('no KeyError for a missing value')

# %%
try:
    render('Hi  {first}  {last}', {'first': 'A'})
except KeyError as e:
    assert e.args[0] == "missing value for 'last'"
else:
    raise AssertionError('no KeyError for a missing value')

# %%
try:
    render('Hi {first} {last}', {'first': ''})
except KeyError as e:
    assert e.args[0] == "missing value for 'last'"
else:
    raise AssertionError('no KeyError for a missing value')

# %%
try:
    render('Hi {first} {last} ', {'first': 'A'})
except KeyError as e:
    assert e.args[0] == "missing value for 'last'"
else:
    raise AssertionError('no KeyError for a missing value')

# %%
try:
    render('Hi {first} {last}', {'first': 'A', 'f': 'A'})
except KeyError as e:
    assert e.args[0] == "missing value for 'last'"
else:
    raise AssertionError('no KeyError for a missing value')

# %%
try:
    render('hi {first} {last}', {'first': 'A'})
except KeyError as e:
    assert e.args[0] == "missing value for 'last'"
else:
    raise AssertionError('no KeyError for a missing value')

# %%
try:
    render('Hi {first} {last}Hi {first} {last}', {'first': 'A'})
except KeyError as e:
    assert e.args[0] == "missing value for 'last'"
else:
    raise AssertionError('no KeyError for a missing value')

# %%
try:
    render('Hi {first} {last}0', {'first': 'A'})
except KeyError as e:
    assert e.args[0] == "missing value for 'last'"
else:
    raise AssertionError('no KeyError for a missing value')

# %%
try:
    render('hI {FIRST} {LAST}', {'first': 'A'})
except KeyError as e:
    assert e.args[0] == "missing value for 'FIRST'"
else:
    raise AssertionError('no KeyError for a missing value')

# %%
try:
    render(' Hi {first} {last}', {'first': 'A'})
except KeyError as e:
    assert e.args[0] == "missing value for 'last'"
else:
    raise AssertionError('no KeyError for a missing value')

# %%
try:
    render('HHi {first} {last}', {'first': 'A'})
except KeyError as e:
    assert e.args[0] == "missing value for 'last'"
else:
    raise AssertionError('no KeyError for a missing value')

# %%
try:
    render('Hi {first} {last}', {})
except KeyError as e:
    assert e.args[0] == "missing value for 'first'"
else:
    raise AssertionError('no KeyError for a missing value')

# %%
try:
    render('Hi {First} {Last}', {'first': 'A'})
except KeyError as e:
    assert e.args[0] == "missing value for 'First'"
else:
    raise AssertionError('no KeyError for a missing value')

# %%
try:
    render('Hi {first} {last}', {'first': 'A', '': 'A'})
except KeyError as e:
    assert e.args[0] == "missing value for 'last'"
else:
    raise AssertionError('no KeyError for a missing value')

# %%
try:
    render('ßHi {first} {last}', {'first': 'A'})
except KeyError as e:
    assert e.args[0] == "missing value for 'last'"
else:
    raise AssertionError('no KeyError for a missing value')

# %%
try:
    render('Hi {first} {last}é', {'first': 'A'})
except KeyError as e:
    assert e.args[0] == "missing value for 'last'"
else:
    raise AssertionError('no KeyError for a missing value')

# %%
try:
    render('i {first} {last}', {'first': 'A'})
except KeyError as e:
    assert e.args[0] == "missing value for 'last'"
else:
    raise AssertionError('no KeyError for a missing value')

# %%
try:
    render('HI {FIRST} {LAST}', {'first': 'A'})
except KeyError as e:
    assert e.args[0] == "missing value for 'FIRST'"
else:
    raise AssertionError('no KeyError for a missing value')
