# %%
try:
    render('Hi {first} {last}', {'first': 'AA'})
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
    render(' Hi {first} {last}', {'first': 'A'})
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
    render('Hi  {first}  {last}', {'first': 'AA'})
except KeyError as e:
    assert e.args[0] == "missing value for 'last'"
else:
    raise AssertionError('no KeyError for a missing value')

# %%
try:
    render('ßHi {first} {last}', {'first': 'AA'})
except KeyError as e:
    assert e.args[0] == "missing value for 'last'"
else:
    raise AssertionError('no KeyError for a missing value')

# %%
try:
    render('Hi {first} {last}', {'first': 'AA', 'f': 'AA'})
except KeyError as e:
    assert e.args[0] == "missing value for 'last'"
else:
    raise AssertionError('no KeyError for a missing value')

# %%
try:
    render(' Hi  {first}  {last}', {'first': 'A'})
except KeyError as e:
    assert e.args[0] == "missing value for 'last'"
else:
    raise AssertionError('no KeyError for a missing value')

# %%
try:
    render('Hi  {first}  {last}', {'first': 'A', 'f': 'A'})
except KeyError as e:
    assert e.args[0] == "missing value for 'last'"
else:
    raise AssertionError('no KeyError for a missing value')

# %%
try:
    render('Hi  {first}  {last}0', {'first': 'A'})
except KeyError as e:
    assert e.args[0] == "missing value for 'last'"
else:
    raise AssertionError('no KeyError for a missing value')

# %%
try:
    render('i  {first}  {last}', {'first': 'A'})
except KeyError as e:
    assert e.args[0] == "missing value for 'last'"
else:
    raise AssertionError('no KeyError for a missing value')

# %%
try:
    render('Hi  {first}  {last}', {'first': 'A', '': 'A'})
except KeyError as e:
    assert e.args[0] == "missing value for 'last'"
else:
    raise AssertionError('no KeyError for a missing value')

# %%
try:
    render('Hi    {first}    {last}', {'first': 'A'})
except KeyError as e:
    assert e.args[0] == "missing value for 'last'"
else:
    raise AssertionError('no KeyError for a missing value')

# %%
try:
    render('ßHi  {first}  {last}', {'first': 'A'})
except KeyError as e:
    assert e.args[0] == "missing value for 'last'"
else:
    raise AssertionError('no KeyError for a missing value')

# %%
try:
    render('hI {FIRST} {LAST}', {'first': ''})
except KeyError as e:
    assert e.args[0] == "missing value for 'FIRST'"
else:
    raise AssertionError('no KeyError for a missing value')

# %%
try:
    render('HHi {first} {last}', {'first': ''})
except KeyError as e:
    assert e.args[0] == "missing value for 'last'"
else:
    raise AssertionError('no KeyError for a missing value')

# %%
try:
    render('Hi {first} {last}', {'first': '', 'f': ''})
except KeyError as e:
    assert e.args[0] == "missing value for 'last'"
else:
    raise AssertionError('no KeyError for a missing value')

# %%
try:
    render('Hi {first} {last} ', {'first': 'A', 'f': 'A'})
except KeyError as e:
    assert e.args[0] == "missing value for 'last'"
else:
    raise AssertionError('no KeyError for a missing value')

# %%
try:
    render('Hi {first} {last} ', {'first': 'A', '': 'A'})
except KeyError as e:
    assert e.args[0] == "missing value for 'last'"
else:
    raise AssertionError('no KeyError for a missing value')

# %%
try:
    render('ßHi {first} {last} ', {'first': 'A'})
except KeyError as e:
    assert e.args[0] == "missing value for 'last'"
else:
    raise AssertionError('no KeyError for a missing value')

# %%
try:
    render('hi {first} {last}', {'first': 'A', 'f': 'A'})
except KeyError as e:
    assert e.args[0] == "missing value for 'last'"
else:
    raise AssertionError('no KeyError for a missing value')

# %%
try:
    render('HHi {first} {last}', {'first': 'A', 'f': 'A'})
except KeyError as e:
    assert e.args[0] == "missing value for 'last'"
else:
    raise AssertionError('no KeyError for a missing value')

# %%
try:
    render('Hi {first} {last}', {'first': 'A', 'f': 'A', '': 'A'})
except KeyError as e:
    assert e.args[0] == "missing value for 'last'"
else:
    raise AssertionError('no KeyError for a missing value')

# %%
try:
    render(' Hi {first} {last}', {'first': 'A', 'f': 'A'})
except KeyError as e:
    assert e.args[0] == "missing value for 'last'"
else:
    raise AssertionError('no KeyError for a missing value')

# %%
try:
    render('Hi {first} {last}é', {'first': 'A', 'f': 'A'})
except KeyError as e:
    assert e.args[0] == "missing value for 'last'"
else:
    raise AssertionError('no KeyError for a missing value')

# %%
try:
    render('Hi {first} {last}', {'f': 'A'})
except KeyError as e:
    assert e.args[0] == "missing value for 'first'"
else:
    raise AssertionError('no KeyError for a missing value')

# %%
try:
    render('hI {FIRST} {LAST}', {'first': 'A', 'f': 'A'})
except KeyError as e:
    assert e.args[0] == "missing value for 'FIRST'"
else:
    raise AssertionError('no KeyError for a missing value')

# %%
try:
    render('Hi {first} {last}Hi {first} {last}', {'first': 'A', 'f': 'A'})
except KeyError as e:
    assert e.args[0] == "missing value for 'last'"
else:
    raise AssertionError('no KeyError for a missing value')

# %%
try:
    render('hi {first} {last}', {})
except KeyError as e:
    assert e.args[0] == "missing value for 'first'"
else:
    raise AssertionError('no KeyError for a missing value')

# %%
try:
    render('hi {first} {last}', {'first': 'AA'})
except KeyError as e:
    assert e.args[0] == "missing value for 'last'"
else:
    raise AssertionError('no KeyError for a missing value')

# %%
try:
    render('hi {first} {last}0', {'first': 'A'})
except KeyError as e:
    assert e.args[0] == "missing value for 'last'"
else:
    raise AssertionError('no KeyError for a missing value')

# %%
try:
    render('hhi {first} {last}', {'first': 'A'})
except KeyError as e:
    assert e.args[0] == "missing value for 'last'"
else:
    raise AssertionError('no KeyError for a missing value')

# %%
try:
    render('Hi {first} {last}Hi {first} {last}', {'first': ''})
except KeyError as e:
    assert e.args[0] == "missing value for 'last'"
else:
    raise AssertionError('no KeyError for a missing value')

# %%
try:
    render('Hi {First} {Last}Hi {First} {Last}', {'first': 'A'})
except KeyError as e:
    assert e.args[0] == "missing value for 'First'"
else:
    raise AssertionError('no KeyError for a missing value')

# %%
try:
    render('ßHi {first} {last}Hi {first} {last}', {'first': 'A'})
except KeyError as e:
    assert e.args[0] == "missing value for 'last'"
else:
    raise AssertionError('no KeyError for a missing value')

# %%
try:
    render('hi {first} {last}hi {first} {last}', {'first': 'A'})
except KeyError as e:
    assert e.args[0] == "missing value for 'last'"
else:
    raise AssertionError('no KeyError for a missing value')

# %%
try:
    render('HHi {first} {last}Hi {first} {last}', {'first': 'A'})
except KeyError as e:
    assert e.args[0] == "missing value for 'last'"
else:
    raise AssertionError('no KeyError for a missing value')

# %%
try:
    render('Hi {first} {last}Hi {first} {last}é', {'first': 'A'})
except KeyError as e:
    assert e.args[0] == "missing value for 'last'"
else:
    raise AssertionError('no KeyError for a missing value')

# %%
try:
    render('Hi {first} {last}Hi {first} {last', {'first': 'A'})
except KeyError as e:
    assert e.args[0] == "missing value for 'last'"
else:
    raise AssertionError('no KeyError for a missing value')

# %%
try:
    render('Hi {first} {last}0', {'first': 'A', '': 'A'})
except KeyError as e:
    assert e.args[0] == "missing value for 'last'"
else:
    raise AssertionError('no KeyError for a missing value')

# %%
try:
    render(' Hi {first} {last}0', {'first': 'A'})
except KeyError as e:
    assert e.args[0] == "missing value for 'last'"
else:
    raise AssertionError('no KeyError for a missing value')

# %%
try:
    render('hI {FIRST} {LAST}é', {'first': 'A'})
except KeyError as e:
    assert e.args[0] == "missing value for 'FIRST'"
else:
    raise AssertionError('no KeyError for a missing value')

# %%
try:
    render('ßhI {FIRST} {LAST}', {'first': 'A'})
except KeyError as e:
    assert e.args[0] == "missing value for 'FIRST'"
else:
    raise AssertionError('no KeyError for a missing value')

# %%
try:
    render('hI {FIRST} {LAST}0', {'first': 'A'})
except KeyError as e:
    assert e.args[0] == "missing value for 'FIRST'"
else:
    raise AssertionError('no KeyError for a missing value')

# %%
try:
    render('hI {FIRST} {LAST}', {'first': 'A', '': 'A'})
except KeyError as e:
    assert e.args[0] == "missing value for 'FIRST'"
else:
    raise AssertionError('no KeyError for a missing value')

# %%
try:
    render(' Hi {first} {last} Hi {first} {last}', {'first': 'A'})
except KeyError as e:
    assert e.args[0] == "missing value for 'last'"
else:
    raise AssertionError('no KeyError for a missing value')

# %%
try:
    render(' Hi {first} {last}', {'first': 'A', '': 'A'})
except KeyError as e:
    assert e.args[0] == "missing value for 'last'"
else:
    raise AssertionError('no KeyError for a missing value')

# %%
try:
    render('HHi {first} {last}0', {'first': 'A'})
except KeyError as e:
    assert e.args[0] == "missing value for 'last'"
else:
    raise AssertionError('no KeyError for a missing value')

# %%
try:
    render('ßHHi {first} {last}', {'first': 'A'})
except KeyError as e:
    assert e.args[0] == "missing value for 'last'"
else:
    raise AssertionError('no KeyError for a missing value')

# %%
try:
    render('Hhi {First} {Last}', {'first': 'A'})
except KeyError as e:
    assert e.args[0] == "missing value for 'First'"
else:
    raise AssertionError('no KeyError for a missing value')

# %%
try:
    render('HHi  {first}  {last}', {'first': 'A'})
except KeyError as e:
    assert e.args[0] == "missing value for 'last'"
else:
    raise AssertionError('no KeyError for a missing value')

# %%
try:
    render('HHi {first} {last}', {})
except KeyError as e:
    assert e.args[0] == "missing value for 'first'"
else:
    raise AssertionError('no KeyError for a missing value')

# %%
try:
    render('Hi {first} {last}0', {})
except KeyError as e:
    assert e.args[0] == "missing value for 'first'"
else:
    raise AssertionError('no KeyError for a missing value')

# %%
try:
    render('i {first} {last}', {})
except KeyError as e:
    assert e.args[0] == "missing value for 'first'"
else:
    raise AssertionError('no KeyError for a missing value')

# %%
try:
    render('Hi {first} {last}é', {})
except KeyError as e:
    assert e.args[0] == "missing value for 'first'"
else:
    raise AssertionError('no KeyError for a missing value')

# %%
try:
    render('hI {FIRST} {LAST}', {})
except KeyError as e:
    assert e.args[0] == "missing value for 'FIRST'"
else:
    raise AssertionError('no KeyError for a missing value')

# %%
try:
    render('Hi {First} {Last}', {'first': ''})
except KeyError as e:
    assert e.args[0] == "missing value for 'First'"
else:
    raise AssertionError('no KeyError for a missing value')

# %%
try:
    render('HHi {First} {Last}', {'first': 'A'})
except KeyError as e:
    assert e.args[0] == "missing value for 'First'"
else:
    raise AssertionError('no KeyError for a missing value')

# %%
try:
    render('Hi {first} {last}', {'first': 'A', '': 'A', 'f': 'A'})
except KeyError as e:
    assert e.args[0] == "missing value for 'last'"
else:
    raise AssertionError('no KeyError for a missing value')

# %%
try:
    render('ßHi {first} {last}', {'first': 'A', '': 'A'})
except KeyError as e:
    assert e.args[0] == "missing value for 'last'"
else:
    raise AssertionError('no KeyError for a missing value')

# %%
try:
    render('Hi {first} {last}', {'first': '', '': 'A'})
except KeyError as e:
    assert e.args[0] == "missing value for 'last'"
else:
    raise AssertionError('no KeyError for a missing value')

# %%
try:
    render('Hi {first} {last}', {'': 'A'})
except KeyError as e:
    assert e.args[0] == "missing value for 'first'"
else:
    raise AssertionError('no KeyError for a missing value')

# %%
try:
    render('Hi {first} {last}', {'first': 'AA', '': 'A'})
except KeyError as e:
    assert e.args[0] == "missing value for 'last'"
else:
    raise AssertionError('no KeyError for a missing value')

# %%
try:
    render('ßHi {first} {last}', {'first': 'A', 'f': 'A'})
except KeyError as e:
    assert e.args[0] == "missing value for 'last'"
else:
    raise AssertionError('no KeyError for a missing value')

# %%
try:
    render('SShI {FIRST} {LAST}', {'first': 'A'})
except KeyError as e:
    assert e.args[0] == "missing value for 'FIRST'"
else:
    raise AssertionError('no KeyError for a missing value')

# %%
try:
    render('ßßHi {first} {last}', {'first': 'A'})
except KeyError as e:
    assert e.args[0] == "missing value for 'last'"
else:
    raise AssertionError('no KeyError for a missing value')

# %%
try:
    render('ßHi {first} {last}é', {'first': 'A'})
except KeyError as e:
    assert e.args[0] == "missing value for 'last'"
else:
    raise AssertionError('no KeyError for a missing value')

# %%
try:
    render('ßHi {first} {last}ßHi {first} {last}', {'first': 'A'})
except KeyError as e:
    assert e.args[0] == "missing value for 'last'"
else:
    raise AssertionError('no KeyError for a missing value')

# %%
try:
    render('Hi {first} {last}éHi {first} {last}é', {'first': 'A'})
except KeyError as e:
    assert e.args[0] == "missing value for 'last'"
else:
    raise AssertionError('no KeyError for a missing value')

# %%
try:
    render('Hi  {first}  {last}é', {'first': 'A'})
except KeyError as e:
    assert e.args[0] == "missing value for 'last'"
else:
    raise AssertionError('no KeyError for a missing value')

# %%
try:
    render(' Hi {first} {last}é', {'first': 'A'})
except KeyError as e:
    assert e.args[0] == "missing value for 'last'"
else:
    raise AssertionError('no KeyError for a missing value')

# %%
try:
    render('i {first} {last}é', {'first': 'A'})
except KeyError as e:
    assert e.args[0] == "missing value for 'last'"
else:
    raise AssertionError('no KeyError for a missing value')

# %%
try:
    render('Hi {first} {last}é', {'first': 'A', '': 'A'})
except KeyError as e:
    assert e.args[0] == "missing value for 'last'"
else:
    raise AssertionError('no KeyError for a missing value')

# %%
try:
    render('Hi {first} {last}éé', {'first': 'A'})
except KeyError as e:
    assert e.args[0] == "missing value for 'last'"
else:
    raise AssertionError('no KeyError for a missing value')

# %%
try:
    render('I {FIRST} {LAST}', {'first': 'A'})
except KeyError as e:
    assert e.args[0] == "missing value for 'FIRST'"
else:
    raise AssertionError('no KeyError for a missing value')

# %%
try:
    render('ßHI {FIRST} {LAST}', {'first': 'A'})
except KeyError as e:
    assert e.args[0] == "missing value for 'FIRST'"
else:
    raise AssertionError('no KeyError for a missing value')

# %%
try:
    render('HHI {FIRST} {LAST}', {'first': 'A'})
except KeyError as e:
    assert e.args[0] == "missing value for 'FIRST'"
else:
    raise AssertionError('no KeyError for a missing value')

# %%
try:
    render('HI  {FIRST}  {LAST}', {'first': 'A'})
except KeyError as e:
    assert e.args[0] == "missing value for 'FIRST'"
else:
    raise AssertionError('no KeyError for a missing value')

# %%
try:
    render('HI {FIRST} {LAST}', {'first': 'AA'})
except KeyError as e:
    assert e.args[0] == "missing value for 'FIRST'"
else:
    raise AssertionError('no KeyError for a missing value')

# %%
try:
    render('HI {FIRST} {LAST}', {'first': 'A', 'f': 'A'})
except KeyError as e:
    assert e.args[0] == "missing value for 'FIRST'"
else:
    raise AssertionError('no KeyError for a missing value')
