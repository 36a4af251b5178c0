# %%
try:
    days_between('01-01-2024', '2024-02-29')
except ValueError as e:
    assert str(e) == "invalid date: '01-01-2024'", str(e)
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
    days_between('01-01-2024', '2025-01-01')
except ValueError as e:
    assert str(e) == "invalid date: '01-01-2024'", str(e)
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
    days_between('01-01-20240', '2024-01-01')
except ValueError as e:
    assert str(e) == "invalid date: '01-01-20240'", str(e)
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
    days_between('01-01-2024', '2022-12-31')
except ValueError as e:
    assert str(e) == "invalid date: '01-01-2024'", str(e)
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
    days_between('01-01-2024 ', '2024-01-01')
except ValueError as e:
    assert str(e) == "invalid date: '01-01-2024 '", str(e)
else:
    raise AssertionError('01-01-2024 accepted')

# %%
try:
    days_between('01-01-2024', '2024-12-31')
except ValueError as e:
    assert str(e) == "invalid date: '01-01-2024'", str(e)
else:
    raise AssertionError('01-01-2024 accepted')

# %%
try:
    days_between('01-01-2024', '2024-02-28')
except ValueError as e:
    assert str(e) == "invalid date: '01-01-2024'", str(e)
else:
    raise AssertionError('01-01-2024 accepted')

# %%
try:
    days_between('01-01-2024', '2023-12-31')
except ValueError as e:
    assert str(e) == "invalid date: '01-01-2024'", str(e)
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
    days_between('', '2024-01-01')
except ValueError as e:
    assert str(e) == "invalid date: ''", str(e)
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
    days_between('1-01-2024', '2024-01-01')
except ValueError as e:
    assert str(e) == "invalid date: '1-01-2024'", str(e)
else:
    raise AssertionError('01-01-2024 accepted')

# %%
try:
    days_between('01-01-2024', '2025-02-04')
except ValueError as e:
    assert str(e) == "invalid date: '01-01-2024'", str(e)
else:
    raise AssertionError('01-01-2024 accepted')

# %%
try:
    days_between('01-01-2024', '2015-10-15')
except ValueError as e:
    assert str(e) == "invalid date: '01-01-2024'", str(e)
else:
    raise AssertionError('01-01-2024 accepted')

# %%
try:
    days_between('01-01-2024', '2000-01-01')
except ValueError as e:
    assert str(e) == "invalid date: '01-01-2024'", str(e)
else:
    raise AssertionError('01-01-2024 accepted')

# %%
try:
    days_between('01-01-2024', '2023-12-01')
except ValueError as e:
    assert str(e) == "invalid date: '01-01-2024'", str(e)
else:
    raise AssertionError('01-01-2024 accepted')

# %%
try:
    days_between('', '2024-02-30')
except ValueError as e:
    assert str(e) == "invalid date: '2024-02-30'", str(e)
else:
    raise AssertionError(f"{'2024-02-30'!r} accepted")

# %%
try:
    days_between('2024-02-01', '2024-02-30')
except ValueError as e:
    assert str(e) == "invalid date: '2024-02-30'", str(e)
else:
    raise AssertionError(f"{'2024-02-30'!r} accepted")

# %%
try:
    days_between('2024-12-31', '2024-02-30')
except ValueError as e:
    assert str(e) == "invalid date: '2024-02-30'", str(e)
else:
    raise AssertionError(f"{'2024-02-30'!r} accepted")

# %%
try:
    days_between('2023-12-31', '2024-02-30')
except ValueError as e:
    assert str(e) == "invalid date: '2024-02-30'", str(e)
else:
    raise AssertionError(f"{'2024-02-30'!r} accepted")

# %%
try:
    days_between('2025-02-04', '2024-02-30')
except ValueError as e:
    assert str(e) == "invalid date: '2024-02-30'", str(e)
else:
    raise AssertionError(f"{'2024-02-30'!r} accepted")

# %%
try:
    days_between('2023-12-01', '2024-02-30')
except ValueError as e:
    assert str(e) == "invalid date: '2024-02-30'", str(e)
else:
    raise AssertionError(f"{'2024-02-30'!r} accepted")

# %%
try:
    days_between('10-10-4202', '2024-02-30')
except ValueError as e:
    assert str(e) == "invalid date: '2024-02-30'", str(e)
else:
    raise AssertionError(f"{'2024-02-30'!r} accepted")

# %%
try:
    days_between('2000-01-01', '2024-02-30')
except ValueError as e:
    assert str(e) == "invalid date: '2024-02-30'", str(e)
else:
    raise AssertionError(f"{'2024-02-30'!r} accepted")

# %%
try:
    days_between('2024-02-28', '2024-02-30')
except ValueError as e:
    assert str(e) == "invalid date: '2024-02-30'", str(e)
else:
    raise AssertionError(f"{'2024-02-30'!r} accepted")

# %%
try:
    days_between('2024-01-01', '')
except ValueError as e:
    assert str(e) == "invalid date: ''", str(e)
else:
    raise AssertionError(f"{'2024-02-30'!r} accepted")

# %%
try:
    days_between('2024-01-28', '2024-02-30')
except ValueError as e:
    assert str(e) == "invalid date: '2024-02-30'", str(e)
else:
    raise AssertionError(f"{'2024-02-30'!r} accepted")

# %%
try:
    days_between('2022-12-31', '2024-02-30')
except ValueError as e:
    assert str(e) == "invalid date: '2024-02-30'", str(e)
else:
    raise AssertionError(f"{'2024-02-30'!r} accepted")

# %%
try:
    days_between('2015-10-15', '2024-02-30')
except ValueError as e:
    assert str(e) == "invalid date: '2024-02-30'", str(e)
else:
    raise AssertionError(f"{'2024-02-30'!r} accepted")

# %%
try:
    days_between('2024-01-02', '2024-02-30')
except ValueError as e:
    assert str(e) == "invalid date: '2024-02-30'", str(e)
else:
    raise AssertionError(f"{'2024-02-30'!r} accepted")

# %%
try:
    days_between('2025-01-01', '2024-02-30')
except ValueError as e:
    assert str(e) == "invalid date: '2024-02-30'", str(e)
else:
    raise AssertionError(f"{'2024-02-30'!r} accepted")

# %%
try:
    days_between('2024-02-29', '2024-02-30')
except ValueError as e:
    assert str(e) == "invalid date: '2024-02-30'", str(e)
else:
    raise AssertionError(f"{'2024-02-30'!r} accepted")

# %%
try:
    days_between('2023-12-05', '2024-02-30')
except ValueError as e:
    assert str(e) == "invalid date: '2024-02-30'", str(e)
else:
    raise AssertionError(f"{'2024-02-30'!r} accepted")

# %%
try:
    days_between('2024-01-01', 'hello')
except ValueError as e:
    assert str(e) == "invalid date: 'hello'", str(e)
else:
    raise AssertionError(f"{'hello'!r} accepted")

# %%
try:
    days_between('2024-02-01', 'hello')
except ValueError as e:
    assert str(e) == "invalid date: 'hello'", str(e)
else:
    raise AssertionError(f"{'hello'!r} accepted")

# %%
try:
    days_between('2024-01-28', 'hello')
except ValueError as e:
    assert str(e) == "invalid date: 'hello'", str(e)
else:
    raise AssertionError(f"{'hello'!r} accepted")

# %%
try:
    days_between('2024-01-01', 'ßhello')
except ValueError as e:
    assert str(e) == "invalid date: 'ßhello'", str(e)
else:
    raise AssertionError(f"{'hello'!r} accepted")

# %%
try:
    days_between('2024-01-01', '')
except ValueError as e:
    assert str(e) == "invalid date: ''", str(e)
else:
    raise AssertionError(f"{'hello'!r} accepted")

# %%
try:
    days_between('2024-01-01', 'h')
except ValueError as e:
    assert str(e) == "invalid date: 'h'", str(e)
else:
    raise AssertionError(f"{'hello'!r} accepted")

# %%
try:
    days_between('2024-01-01', 'hello ')
except ValueError as e:
    assert str(e) == "invalid date: 'hello '", str(e)
else:
    raise AssertionError(f"{'hello'!r} accepted")

# %%
try:
    days_between('2025-01-01', 'hello')
except ValueError as e:
    assert str(e) == "invalid date: 'hello'", str(e)
else:
    raise AssertionError(f"{'hello'!r} accepted")

# %%
try:
    days_between('2023-12-01', 'hello')
except ValueError as e:
    assert str(e) == "invalid date: 'hello'", str(e)
else:
    raise AssertionError(f"{'hello'!r} accepted")

# %%
try:
    days_between('2024-01-01', 'Hello')
except ValueError as e:
    assert str(e) == "invalid date: 'Hello'", str(e)
else:
    raise AssertionError(f"{'hello'!r} accepted")

# %%
try:
    days_between('2024-01-01', ' hello')
except ValueError as e:
    assert str(e) == "invalid date: ' hello'", str(e)
else:
    raise AssertionError(f"{'hello'!r} accepted")

# %%
try:
    days_between('2024-01-01', 'ello')
except ValueError as e:
    assert str(e) == "invalid date: 'ello'", str(e)
else:
    raise AssertionError(f"{'hello'!r} accepted")

# %%
try:
    days_between('2024-01-01', 'HELLO')
except ValueError as e:
    assert str(e) == "invalid date: 'HELLO'", str(e)
else:
    raise AssertionError(f"{'hello'!r} accepted")

# %%
try:
    days_between('2024-12-31', 'hello')
except ValueError as e:
    assert str(e) == "invalid date: 'hello'", str(e)
else:
    raise AssertionError(f"{'hello'!r} accepted")

# %%
try:
    days_between('2000-01-01', 'hello')
except ValueError as e:
    assert str(e) == "invalid date: 'hello'", str(e)
else:
    raise AssertionError(f"{'hello'!r} accepted")

# %%
try:
    days_between('2015-10-15', 'hello')
except ValueError as e:
    assert str(e) == "invalid date: 'hello'", str(e)
else:
    raise AssertionError(f"{'hello'!r} accepted")

# %%
try:
    days_between('2024-01-01', 'hellohello')
except ValueError as e:
    assert str(e) == "invalid date: 'hellohello'", str(e)
else:
    raise AssertionError(f"{'hello'!r} accepted")

# %%
try:
    days_between('2024-02-28', 'hello')
except ValueError as e:
    assert str(e) == "invalid date: 'hello'", str(e)
else:
    raise AssertionError(f"{'hello'!r} accepted")

# %%
try:
    days_between('2024-01-01', 'hhello')
except ValueError as e:
    assert str(e) == "invalid date: 'hhello'", str(e)
else:
    raise AssertionError(f"{'hello'!r} accepted")

# %%
try:
    days_between('2024-01-01', 'he')
except ValueError as e:
    assert str(e) == "invalid date: 'he'", str(e)
else:
    raise AssertionError(f"{'hello'!r} accepted")

# %%
try:
    days_between('2025-02-04', 'hello')
except ValueError as e:
    assert str(e) == "invalid date: 'hello'", str(e)
else:
    raise AssertionError(f"{'hello'!r} accepted")

# %%
try:
    days_between('2024-01-01', '2024/01/01')
except ValueError as e:
    assert str(e) == "invalid date: '2024/01/01'", str(e)
else:
    raise AssertionError(f"{'2024/01/01'!r} accepted")

# %%
try:
    days_between('2024-01-01', '2024/01/010')
except ValueError as e:
    assert str(e) == "invalid date: '2024/01/010'", str(e)
else:
    raise AssertionError(f"{'2024/01/01'!r} accepted")

# %%
try:
    days_between('2024-01-01', 'ß2024/01/01')
except ValueError as e:
    assert str(e) == "invalid date: 'ß2024/01/01'", str(e)
else:
    raise AssertionError(f"{'2024/01/01'!r} accepted")

# %%
try:
    days_between('2024-12-31', '2024/01/01')
except ValueError as e:
    assert str(e) == "invalid date: '2024/01/01'", str(e)
else:
    raise AssertionError(f"{'2024/01/01'!r} accepted")

# %%
try:
    days_between('2024-01-02', '2024/01/01')
except ValueError as e:
    assert str(e) == "invalid date: '2024/01/01'", str(e)
else:
    raise AssertionError(f"{'2024/01/01'!r} accepted")

# %%
try:
    days_between('2024-01-01', '2')
except ValueError as e:
    assert str(e) == "invalid date: '2'", str(e)
else:
    raise AssertionError(f"{'2024/01/01'!r} accepted")

# %%
try:
    days_between('2025-01-01', '2024/01/01')
except ValueError as e:
    assert str(e) == "invalid date: '2024/01/01'", str(e)
else:
    raise AssertionError(f"{'2024/01/01'!r} accepted")

# %%
try:
    days_between('2025-02-04', '2024/01/01')
except ValueError as e:
    assert str(e) == "invalid date: '2024/01/01'", str(e)
else:
    raise AssertionError(f"{'2024/01/01'!r} accepted")

# %%
try:
    days_between('', '2024/01/01')
except ValueError as e:
    assert str(e) == "invalid date: '2024/01/01'", str(e)
else:
    raise AssertionError(f"{'2024/01/01'!r} accepted")

# %%
try:
    days_between('2024-01-01', '10/10/4202')
except ValueError as e:
    assert str(e) == "invalid date: '10/10/4202'", str(e)
else:
    raise AssertionError(f"{'2024/01/01'!r} accepted")

# %%
try:
    days_between('2024-02-01', '2024/01/01')
except ValueError as e:
    assert str(e) == "invalid date: '2024/01/01'", str(e)
else:
    raise AssertionError(f"{'2024/01/01'!r} accepted")

# %%
try:
    days_between('2024-01-01', '024/01/01')
except ValueError as e:
    assert str(e) == "invalid date: '024/01/01'", str(e)
else:
    raise AssertionError(f"{'2024/01/01'!r} accepted")

# %%
try:
    days_between('2024-01-01', '2024/01/012024/01/01')
except ValueError as e:
    assert str(e) == "invalid date: '2024/01/012024/01/01'", str(e)
else:
    raise AssertionError(f"{'2024/01/01'!r} accepted")

# %%
try:
    days_between('2015-10-15', '2024/01/01')
except ValueError as e:
    assert str(e) == "invalid date: '2024/01/01'", str(e)
else:
    raise AssertionError(f"{'2024/01/01'!r} accepted")

# %%
try:
    days_between('2024-01-01', '2024/01/01 ')
except ValueError as e:
    assert str(e) == "invalid date: '2024/01/01 '", str(e)
else:
    raise AssertionError(f"{'2024/01/01'!r} accepted")

# %%
try:
    days_between('2024-01-01', '2024/01/01é')
except ValueError as e:
    assert str(e) == "invalid date: '2024/01/01é'", str(e)
else:
    raise AssertionError(f"{'2024/01/01'!r} accepted")

# %%
try:
    days_between('2024-01-01', '2024/')
except ValueError as e:
    assert str(e) == "invalid date: '2024/'", str(e)
else:
    raise AssertionError(f"{'2024/01/01'!r} accepted")

# %%
try:
    days_between('2024-01-01', '')
except ValueError as e:
    assert str(e) == "invalid date: ''", str(e)
else:
    raise AssertionError(f"{'2024/01/01'!r} accepted")

# %%
try:
    days_between('2022-12-31', '2024/01/01')
except ValueError as e:
    assert str(e) == "invalid date: '2024/01/01'", str(e)
else:
    raise AssertionError(f"{'2024/01/01'!r} accepted")

# %%
try:
    days_between('2024-01-01', '22024/01/01')
except ValueError as e:
    assert str(e) == "invalid date: '22024/01/01'", str(e)
else:
    raise AssertionError(f"{'2024/01/01'!r} accepted")

# %%
try:
    days_between('2000-01-01', '2024/01/01')
except ValueError as e:
    assert str(e) == "invalid date: '2024/01/01'", str(e)
else:
    raise AssertionError(f"{'2024/01/01'!r} accepted")

# %%
try:
    days_between('2024-02-28', '2024/01/01')
except ValueError as e:
    assert str(e) == "invalid date: '2024/01/01'", str(e)
else:
    raise AssertionError(f"{'2024/01/01'!r} accepted")
