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
    parse_time_12h('113:00 PM')
except ValueError as e:
    assert str(e) == "invalid time: '113:00 PM'"
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
    parse_time_12h('MP 00:31')
except ValueError as e:
    assert str(e) == "invalid time: 'MP 00:31'"
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
