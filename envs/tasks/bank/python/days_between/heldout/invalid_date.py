# %%
try:
    days_between('01-01-2024 ', '2024-01-01')
except ValueError as e:
    assert str(e) == "invalid date: '01-01-2024 '", str(e)
else:
    raise AssertionError('01-01-2024 accepted')

# %%
try:
    days_between('01-01', '2024-01-01')
except ValueError as e:
    assert str(e) == "invalid date: '01-01'", str(e)
else:
    raise AssertionError('01-01-2024 accepted')

# %%
try:
    days_between('001-01-2024', '2024-01-01')
except ValueError as e:
    assert str(e) == "invalid date: '001-01-2024'", str(e)
else:
    raise AssertionError('01-01-2024 accepted')

# %%
try:
    days_between('01-01-2024', '2024-01-0')
except ValueError as e:
    assert str(e) == "invalid date: '2024-01-0'", str(e)
else:
    raise AssertionError('01-01-2024 accepted')

# %%
try:
    days_between('0', '2024-01-01')
except ValueError as e:
    assert str(e) == "invalid date: '0'", str(e)
else:
    raise AssertionError('01-01-2024 accepted')

# %%
try:
    days_between('ß01-01-2024', '2024-01-01')
except ValueError as e:
    assert str(e) == "invalid date: 'ß01-01-2024'", str(e)
else:
    raise AssertionError('01-01-2024 accepted')

# %%
try:
    days_between('01-01-2024', '2024-01-012024-01-01')
except ValueError as e:
    assert str(e) == "invalid date: '2024-01-012024-01-01'", str(e)
else:
    raise AssertionError('01-01-2024 accepted')

# %%
try:
    days_between('01-01-2024', '10-10-4202')
except ValueError as e:
    assert str(e) == "invalid date: '10-10-4202'", str(e)
else:
    raise AssertionError('01-01-2024 accepted')

# %%
try:
    days_between('01-01-20240', '2024-01-01')
except ValueError as e:
    assert str(e) == "invalid date: '01-01-20240'", str(e)
else:
    raise AssertionError('01-01-2024 accepted')

# %%
try:
    days_between('01-01-2024é', '2024-01-01')
except ValueError as e:
    assert str(e) == "invalid date: '01-01-2024é'", str(e)
else:
    raise AssertionError('01-01-2024 accepted')

# %%
try:
    days_between('01-01-2024', '2')
except ValueError as e:
    assert str(e) == "invalid date: '2'", str(e)
else:
    raise AssertionError('01-01-2024 accepted')

# %%
try:
    days_between('01-01-202', '2024-01-01')
except ValueError as e:
    assert str(e) == "invalid date: '01-01-202'", str(e)
else:
    raise AssertionError('01-01-2024 accepted')

# %%
try:
    days_between('', '2024-01-01')
except ValueError as e:
    assert str(e) == "invalid date: ''", str(e)
else:
    raise AssertionError('01-01-2024 accepted')

# %%
try:
    days_between('01-01-2024', '2024-')
except ValueError as e:
    assert str(e) == "invalid date: '2024-'", str(e)
else:
    raise AssertionError('01-01-2024 accepted')

# %%
try:
    days_between('1-01-2024', '2024-01-01')
except ValueError as e:
    assert str(e) == "invalid date: '1-01-2024'", str(e)
else:
    raise AssertionError('01-01-2024 accepted')

# %%
try:
    days_between('01-01-2024', '2024-01-01é')
except ValueError as e:
    assert str(e) == "invalid date: '2024-01-01é'", str(e)
else:
    raise AssertionError('01-01-2024 accepted')

# %%
try:
    days_between('01-01-2024', 'ß2024-01-01')
except ValueError as e:
    assert str(e) == "invalid date: 'ß2024-01-01'", str(e)
else:
    raise AssertionError('01-01-2024 accepted')

# %%
try:
    days_between('01-01-2024', '22024-01-01')
except ValueError as e:
    assert str(e) == "invalid date: '22024-01-01'", str(e)
else:
    raise AssertionError('01-01-2024 accepted')

# %%
try:
    days_between(' 01-01-2024', '2024-01-01')
except ValueError as e:
    assert str(e) == "invalid date: ' 01-01-2024'", str(e)
else:
    raise AssertionError('01-01-2024 accepted')
