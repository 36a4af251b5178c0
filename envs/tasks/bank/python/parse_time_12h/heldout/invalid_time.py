# %%
try:
    parse_time_12h('13:00 Pm')
except ValueError as e:
    assert str(e) == "invalid time: '13:00 Pm'"
else:
    raise AssertionError('no ValueError for 13:00 PM')

# %%
try:
    parse_time_12h('13:00 P')
except ValueError as e:
    assert str(e) == "invalid time: '13:00 P'"
else:
    raise AssertionError('no ValueError for 13:00 PM')

# %%
try:
    parse_time_12h('13:00  PM')
except ValueError as e:
    assert str(e) == "invalid time: '13:00  PM'"
else:
    raise AssertionError('no ValueError for 13:00 PM')

# %%
try:
    parse_time_12h('13:0')
except ValueError as e:
    assert str(e) == "invalid time: '13:0'"
else:
    raise AssertionError('no ValueError for 13:00 PM')

# %%
try:
    parse_time_12h('1')
except ValueError as e:
    assert str(e) == "invalid time: '1'"
else:
    raise AssertionError('no ValueError for 13:00 PM')

# %%
try:
    parse_time_12h('13:00 PMé')
except ValueError as e:
    assert str(e) == "invalid time: '13:00 PMé'"
else:
    raise AssertionError('no ValueError for 13:00 PM')

# %%
try:
    parse_time_12h('13:00 PM13:00 PM')
except ValueError as e:
    assert str(e) == "invalid time: '13:00 PM13:00 PM'"
else:
    raise AssertionError('no ValueError for 13:00 PM')

# %%
try:
    parse_time_12h('13:00 PM0')
except ValueError as e:
    assert str(e) == "invalid time: '13:00 PM0'"
else:
    raise AssertionError('no ValueError for 13:00 PM')

# %%
try:
    parse_time_12h('')
except ValueError as e:
    assert str(e) == "invalid time: ''"
else:
    raise AssertionError('no ValueError for 13:00 PM')

# %%
try:
    parse_time_12h(' 13:00 PM')
except ValueError as e:
    assert str(e) == "invalid time: ' 13:00 PM'"
else:
    raise AssertionError('no ValueError for 13:00 PM')

# %%
try:
    parse_time_12h('13:00 pm')
except ValueError as e:
    assert str(e) == "invalid time: '13:00 pm'"
else:
    raise AssertionError('no ValueError for 13:00 PM')

# %%
try:
    parse_time_12h('ß13:00 PM')
except ValueError as e:
    assert str(e) == "invalid time: 'ß13:00 PM'"
else:
    raise AssertionError('no ValueError for 13:00 PM')

# %%
try:
    parse_time_12h('13:00 PM ')
except ValueError as e:
    assert str(e) == "invalid time: '13:00 PM '"
else:
    raise AssertionError('no ValueError for 13:00 PM')

# %%
try:
    parse_time_12h('0:30 AM')
except ValueError as e:
    assert str(e) == "invalid time: '0:30 AM'", str(e)
else:
    raise AssertionError(f"no ValueError for {'0:30 AM'!r}")

# %%
try:
    parse_time_12h('0:30 AM0:30 AM')
except ValueError as e:
    assert str(e) == "invalid time: '0:30 AM0:30 AM'", str(e)
else:
    raise AssertionError(f"no ValueError for {'0:30 AM'!r}")

# %%
try:
    parse_time_12h('0:30 AMé')
except ValueError as e:
    assert str(e) == "invalid time: '0:30 AMé'", str(e)
else:
    raise AssertionError(f"no ValueError for {'0:30 AM'!r}")

# %%
try:
    parse_time_12h('0:30 AM0')
except ValueError as e:
    assert str(e) == "invalid time: '0:30 AM0'", str(e)
else:
    raise AssertionError(f"no ValueError for {'0:30 AM'!r}")

# %%
try:
    parse_time_12h('0:30 A')
except ValueError as e:
    assert str(e) == "invalid time: '0:30 A'", str(e)
else:
    raise AssertionError(f"no ValueError for {'0:30 AM'!r}")

# %%
try:
    parse_time_12h('0:30 Am')
except ValueError as e:
    assert str(e) == "invalid time: '0:30 Am'", str(e)
else:
    raise AssertionError(f"no ValueError for {'0:30 AM'!r}")

# %%
try:
    parse_time_12h('0')
except ValueError as e:
    assert str(e) == "invalid time: '0'", str(e)
else:
    raise AssertionError(f"no ValueError for {'0:30 AM'!r}")

# %%
try:
    parse_time_12h('')
except ValueError as e:
    assert str(e) == "invalid time: ''", str(e)
else:
    raise AssertionError(f"no ValueError for {'0:30 AM'!r}")

# %%
try:
    parse_time_12h(':30 AM')
except ValueError as e:
    assert str(e) == "invalid time: ':30 AM'", str(e)
else:
    raise AssertionError(f"no ValueError for {'0:30 AM'!r}")

# %%
try:
    parse_time_12h('0:30 am')
except ValueError as e:
    assert str(e) == "invalid time: '0:30 am'", str(e)
else:
    raise AssertionError(f"no ValueError for {'0:30 AM'!r}")

# %%
try:
    parse_time_12h('ß7:5 PM')
except ValueError as e:
    assert str(e) == "invalid time: 'ß7:5 PM'", str(e)
else:
    raise AssertionError(f"no ValueError for {'7:5 PM'!r}")

# %%
try:
    parse_time_12h('7:5 Pm')
except ValueError as e:
    assert str(e) == "invalid time: '7:5 Pm'", str(e)
else:
    raise AssertionError(f"no ValueError for {'7:5 PM'!r}")

# %%
try:
    parse_time_12h('7:5 PM ')
except ValueError as e:
    assert str(e) == "invalid time: '7:5 PM '", str(e)
else:
    raise AssertionError(f"no ValueError for {'7:5 PM'!r}")

# %%
try:
    parse_time_12h('7:5 pm')
except ValueError as e:
    assert str(e) == "invalid time: '7:5 pm'", str(e)
else:
    raise AssertionError(f"no ValueError for {'7:5 PM'!r}")

# %%
try:
    parse_time_12h('7:5  PM')
except ValueError as e:
    assert str(e) == "invalid time: '7:5  PM'", str(e)
else:
    raise AssertionError(f"no ValueError for {'7:5 PM'!r}")

# %%
try:
    parse_time_12h(':5 PM')
except ValueError as e:
    assert str(e) == "invalid time: ':5 PM'", str(e)
else:
    raise AssertionError(f"no ValueError for {'7:5 PM'!r}")

# %%
try:
    parse_time_12h('7:5 PM7:5 PM')
except ValueError as e:
    assert str(e) == "invalid time: '7:5 PM7:5 PM'", str(e)
else:
    raise AssertionError(f"no ValueError for {'7:5 PM'!r}")

# %%
try:
    parse_time_12h('7')
except ValueError as e:
    assert str(e) == "invalid time: '7'", str(e)
else:
    raise AssertionError(f"no ValueError for {'7:5 PM'!r}")

# %%
try:
    parse_time_12h('77:5 PM')
except ValueError as e:
    assert str(e) == "invalid time: '77:5 PM'", str(e)
else:
    raise AssertionError(f"no ValueError for {'7:5 PM'!r}")

# %%
try:
    parse_time_12h('7:5 PM0')
except ValueError as e:
    assert str(e) == "invalid time: '7:5 PM0'", str(e)
else:
    raise AssertionError(f"no ValueError for {'7:5 PM'!r}")

# %%
try:
    parse_time_12h(' 7:5 PM')
except ValueError as e:
    assert str(e) == "invalid time: ' 7:5 PM'", str(e)
else:
    raise AssertionError(f"no ValueError for {'7:5 PM'!r}")

# %%
try:
    parse_time_12h('7:5 PMé')
except ValueError as e:
    assert str(e) == "invalid time: '7:5 PMé'", str(e)
else:
    raise AssertionError(f"no ValueError for {'7:5 PM'!r}")

# %%
try:
    parse_time_12h('')
except ValueError as e:
    assert str(e) == "invalid time: ''", str(e)
else:
    raise AssertionError(f"no ValueError for {'7:5 PM'!r}")

# %%
try:
    parse_time_12h('7:5 P')
except ValueError as e:
    assert str(e) == "invalid time: '7:5 P'", str(e)
else:
    raise AssertionError(f"no ValueError for {'7:5 PM'!r}")

# %%
try:
    parse_time_12h('7:60 PM')
except ValueError as e:
    assert str(e) == "invalid time: '7:60 PM'", str(e)
else:
    raise AssertionError(f"no ValueError for {'7:60 PM'!r}")

# %%
try:
    parse_time_12h('7:60 P')
except ValueError as e:
    assert str(e) == "invalid time: '7:60 P'", str(e)
else:
    raise AssertionError(f"no ValueError for {'7:60 PM'!r}")

# %%
try:
    parse_time_12h('7:60 Pm')
except ValueError as e:
    assert str(e) == "invalid time: '7:60 Pm'", str(e)
else:
    raise AssertionError(f"no ValueError for {'7:60 PM'!r}")

# %%
try:
    parse_time_12h(' 7:60 PM')
except ValueError as e:
    assert str(e) == "invalid time: ' 7:60 PM'", str(e)
else:
    raise AssertionError(f"no ValueError for {'7:60 PM'!r}")

# %%
try:
    parse_time_12h('7:60 pm')
except ValueError as e:
    assert str(e) == "invalid time: '7:60 pm'", str(e)
else:
    raise AssertionError(f"no ValueError for {'7:60 PM'!r}")

# %%
try:
    parse_time_12h('77:60 PM')
except ValueError as e:
    assert str(e) == "invalid time: '77:60 PM'", str(e)
else:
    raise AssertionError(f"no ValueError for {'7:60 PM'!r}")

# %%
try:
    parse_time_12h('MP 06:7')
except ValueError as e:
    assert str(e) == "invalid time: 'MP 06:7'", str(e)
else:
    raise AssertionError(f"no ValueError for {'7:60 PM'!r}")

# %%
try:
    parse_time_12h('7:60 PM7:60 PM')
except ValueError as e:
    assert str(e) == "invalid time: '7:60 PM7:60 PM'", str(e)
else:
    raise AssertionError(f"no ValueError for {'7:60 PM'!r}")

# %%
try:
    parse_time_12h('7:60 PM ')
except ValueError as e:
    assert str(e) == "invalid time: '7:60 PM '", str(e)
else:
    raise AssertionError(f"no ValueError for {'7:60 PM'!r}")

# %%
try:
    parse_time_12h('7:05')
except ValueError as e:
    assert str(e) == "invalid time: '7:05'", str(e)
else:
    raise AssertionError(f"no ValueError for {'7:05'!r}")

# %%
try:
    parse_time_12h('77:05')
except ValueError as e:
    assert str(e) == "invalid time: '77:05'", str(e)
else:
    raise AssertionError(f"no ValueError for {'7:05'!r}")

# %%
try:
    parse_time_12h('7:0')
except ValueError as e:
    assert str(e) == "invalid time: '7:0'", str(e)
else:
    raise AssertionError(f"no ValueError for {'7:05'!r}")

# %%
try:
    parse_time_12h('50:7')
except ValueError as e:
    assert str(e) == "invalid time: '50:7'", str(e)
else:
    raise AssertionError(f"no ValueError for {'7:05'!r}")

# %%
try:
    parse_time_12h('7:057:05')
except ValueError as e:
    assert str(e) == "invalid time: '7:057:05'", str(e)
else:
    raise AssertionError(f"no ValueError for {'7:05'!r}")

# %%
try:
    parse_time_12h('7:')
except ValueError as e:
    assert str(e) == "invalid time: '7:'", str(e)
else:
    raise AssertionError(f"no ValueError for {'7:05'!r}")

# %%
try:
    parse_time_12h('ß7:05')
except ValueError as e:
    assert str(e) == "invalid time: 'ß7:05'", str(e)
else:
    raise AssertionError(f"no ValueError for {'7:05'!r}")

# %%
try:
    parse_time_12h('7:05é')
except ValueError as e:
    assert str(e) == "invalid time: '7:05é'", str(e)
else:
    raise AssertionError(f"no ValueError for {'7:05'!r}")

# %%
try:
    parse_time_12h(':05')
except ValueError as e:
    assert str(e) == "invalid time: ':05'", str(e)
else:
    raise AssertionError(f"no ValueError for {'7:05'!r}")

# %%
try:
    parse_time_12h('7:050')
except ValueError as e:
    assert str(e) == "invalid time: '7:050'", str(e)
else:
    raise AssertionError(f"no ValueError for {'7:05'!r}")

# %%
try:
    parse_time_12h(' seven PM')
except ValueError as e:
    assert str(e) == "invalid time: ' seven PM'", str(e)
else:
    raise AssertionError(f"no ValueError for {'seven PM'!r}")

# %%
try:
    parse_time_12h('seve')
except ValueError as e:
    assert str(e) == "invalid time: 'seve'", str(e)
else:
    raise AssertionError(f"no ValueError for {'seven PM'!r}")

# %%
try:
    parse_time_12h('seven  PM')
except ValueError as e:
    assert str(e) == "invalid time: 'seven  PM'", str(e)
else:
    raise AssertionError(f"no ValueError for {'seven PM'!r}")

# %%
try:
    parse_time_12h('')
except ValueError as e:
    assert str(e) == "invalid time: ''", str(e)
else:
    raise AssertionError(f"no ValueError for {'seven PM'!r}")

# %%
try:
    parse_time_12h('MP neves')
except ValueError as e:
    assert str(e) == "invalid time: 'MP neves'", str(e)
else:
    raise AssertionError(f"no ValueError for {'seven PM'!r}")

# %%
try:
    parse_time_12h('Seven Pm')
except ValueError as e:
    assert str(e) == "invalid time: 'Seven Pm'", str(e)
else:
    raise AssertionError(f"no ValueError for {'seven PM'!r}")

# %%
try:
    parse_time_12h('seven PM ')
except ValueError as e:
    assert str(e) == "invalid time: 'seven PM '", str(e)
else:
    raise AssertionError(f"no ValueError for {'seven PM'!r}")

# %%
try:
    parse_time_12h('seven PMé')
except ValueError as e:
    assert str(e) == "invalid time: 'seven PMé'", str(e)
else:
    raise AssertionError(f"no ValueError for {'seven PM'!r}")

# %%
try:
    parse_time_12h('s')
except ValueError as e:
    assert str(e) == "invalid time: 's'", str(e)
else:
    raise AssertionError(f"no ValueError for {'seven PM'!r}")

# %%
try:
    parse_time_12h('')
except ValueError as e:
    assert str(e) == "invalid time: ''", str(e)
else:
    raise AssertionError(f"no ValueError for {''!r}")

# %%
try:
    parse_time_12h(' ')
except ValueError as e:
    assert str(e) == "invalid time: ' '", str(e)
else:
    raise AssertionError(f"no ValueError for {''!r}")

# %%
try:
    parse_time_12h('é')
except ValueError as e:
    assert str(e) == "invalid time: 'é'", str(e)
else:
    raise AssertionError(f"no ValueError for {''!r}")

# %%
try:
    parse_time_12h('7:05 XM')
except ValueError as e:
    assert str(e) == "invalid time: '7:05 XM'", str(e)
else:
    raise AssertionError(f"no ValueError for {'7:05 XM'!r}")

# %%
try:
    parse_time_12h('MX 50:7')
except ValueError as e:
    assert str(e) == "invalid time: 'MX 50:7'", str(e)
else:
    raise AssertionError(f"no ValueError for {'7:05 XM'!r}")

# %%
try:
    parse_time_12h('7:0')
except ValueError as e:
    assert str(e) == "invalid time: '7:0'", str(e)
else:
    raise AssertionError(f"no ValueError for {'7:05 XM'!r}")

# %%
try:
    parse_time_12h('7:05 XM ')
except ValueError as e:
    assert str(e) == "invalid time: '7:05 XM '", str(e)
else:
    raise AssertionError(f"no ValueError for {'7:05 XM'!r}")

# %%
try:
    parse_time_12h('')
except ValueError as e:
    assert str(e) == "invalid time: ''", str(e)
else:
    raise AssertionError(f"no ValueError for {'7:05 XM'!r}")

# %%
try:
    parse_time_12h(':05 XM')
except ValueError as e:
    assert str(e) == "invalid time: ':05 XM'", str(e)
else:
    raise AssertionError(f"no ValueError for {'7:05 XM'!r}")

# %%
try:
    parse_time_12h('7:05 xm')
except ValueError as e:
    assert str(e) == "invalid time: '7:05 xm'", str(e)
else:
    raise AssertionError(f"no ValueError for {'7:05 XM'!r}")

# %%
try:
    parse_time_12h('77:05 XM')
except ValueError as e:
    assert str(e) == "invalid time: '77:05 XM'", str(e)
else:
    raise AssertionError(f"no ValueError for {'7:05 XM'!r}")

# %%
try:
    parse_time_12h('ß7:05 XM')
except ValueError as e:
    assert str(e) == "invalid time: 'ß7:05 XM'", str(e)
else:
    raise AssertionError(f"no ValueError for {'7:05 XM'!r}")

# %%
try:
    parse_time_12h('7:05 XM7:05 XM')
except ValueError as e:
    assert str(e) == "invalid time: '7:05 XM7:05 XM'", str(e)
else:
    raise AssertionError(f"no ValueError for {'7:05 XM'!r}")

# %%
try:
    parse_time_12h('7:05 XM0')
except ValueError as e:
    assert str(e) == "invalid time: '7:05 XM0'", str(e)
else:
    raise AssertionError(f"no ValueError for {'7:05 XM'!r}")

# %%
try:
    parse_time_12h('7:05 XMé')
except ValueError as e:
    assert str(e) == "invalid time: '7:05 XMé'", str(e)
else:
    raise AssertionError(f"no ValueError for {'7:05 XM'!r}")
