# %%
try:
    parse_query_string(b'a=1')
except TypeError as e:
    assert str(e) == 'query must be a str'
else:
    raise AssertionError(f"no TypeError for {b'a=1'!r}")

# %%
try:
    parse_query_string(b'a=1a=1')
except TypeError as e:
    assert str(e) == 'query must be a str'
else:
    raise AssertionError(f"no TypeError for {b'a=1'!r}")

# %%
try:
    parse_query_string(b'')
except TypeError as e:
    assert str(e) == 'query must be a str'
else:
    raise AssertionError(f"no TypeError for {b'a=1'!r}")

# %%
try:
    parse_query_string(b'a')
except TypeError as e:
    assert str(e) == 'query must be a str'
else:
    raise AssertionError(f"no TypeError for {b'a=1'!r}")

# %%
try:
    parse_query_string(b'1=a')
except TypeError as e:
    assert str(e) == 'query must be a str'
else:
    raise AssertionError(f"no TypeError for {b'a=1'!r}")

# %%
try:
    parse_query_string(None)
except TypeError as e:
    assert str(e) == 'query must be a str'
else:
    raise AssertionError(f'no TypeError for {None!r}')

# %%
try:
    parse_query_string({'a': '1'})
except TypeError as e:
    assert str(e) == 'query must be a str'
else:
    raise AssertionError(f"no TypeError for { {'a': '1'}!r}")

# %%
try:
    parse_query_string({'a': '11'})
except TypeError as e:
    assert str(e) == 'query must be a str'
else:
    raise AssertionError(f"no TypeError for { {'a': '1'}!r}")

# %%
try:
    parse_query_string({'a': ''})
except TypeError as e:
    assert str(e) == 'query must be a str'
else:
    raise AssertionError(f"no TypeError for { {'a': '1'}!r}")

# %%
try:
    parse_query_string({})
except TypeError as e:
    assert str(e) == 'query must be a str'
else:
    raise AssertionError(f"no TypeError for { {'a': '1'}!r}")

# %%
try:
    parse_query_string({'a': '1', '': '1'})
except TypeError as e:
    assert str(e) == 'query must be a str'
else:
    raise AssertionError(f"no TypeError for { {'a': '1'}!r}")

# %%
try:
    parse_query_string(b'1=a1=a')
except TypeError as e:
    assert str(e) == 'query must be a str'
else:
    raise AssertionError(f"no TypeError for {b'a=1'!r}")

# %%
try:
    parse_query_string(b'a=1a=1a=1a=1')
except TypeError as e:
    assert str(e) == 'query must be a str'
else:
    raise AssertionError(f"no TypeError for {b'a=1'!r}")

# %%
try:
    parse_query_string(b'aa')
except TypeError as e:
    assert str(e) == 'query must be a str'
else:
    raise AssertionError(f"no TypeError for {b'a=1'!r}")

# %%
try:
    parse_query_string(b'1')
except TypeError as e:
    assert str(e) == 'query must be a str'
else:
    raise AssertionError(f"no TypeError for {b'a=1'!r}")

# %%
try:
    parse_query_string({'a': '11', '': '11'})
except TypeError as e:
    assert str(e) == 'query must be a str'
else:
    raise AssertionError(f"no TypeError for { {'a': '1'}!r}")

# %%
try:
    parse_query_string({'a': '1111'})
except TypeError as e:
    assert str(e) == 'query must be a str'
else:
    raise AssertionError(f"no TypeError for { {'a': '1'}!r}")

# %%
try:
    parse_query_string({'a': '', '': ''})
except TypeError as e:
    assert str(e) == 'query must be a str'
else:
    raise AssertionError(f"no TypeError for { {'a': '1'}!r}")

# %%
try:
    parse_query_string({'a': '1', '': ''})
except TypeError as e:
    assert str(e) == 'query must be a str'
else:
    raise AssertionError(f"no TypeError for { {'a': '1'}!r}")

# %%
try:
    parse_query_string({'': '1'})
except TypeError as e:
    assert str(e) == 'query must be a str'
else:
    raise AssertionError(f"no TypeError for { {'a': '1'}!r}")

# %%
try:
    parse_query_string({'a': '1', '': '11'})
except TypeError as e:
    assert str(e) == 'query must be a str'
else:
    raise AssertionError(f"no TypeError for { {'a': '1'}!r}")

# %%
try:
    parse_query_string(b'1=a1=a1=a1=a')
except TypeError as e:
    assert str(e) == 'query must be a str'
else:
    raise AssertionError(f"no TypeError for {b'a=1'!r}")

# %%
try:
    parse_query_string(b'a=1a=1a=1a=1a=1a=1a=1a=1')
except TypeError as e:
    assert str(e) == 'query must be a str'
else:
    raise AssertionError(f"no TypeError for {b'a=1'!r}")

# %%
try:
    parse_query_string(b'aaaa')
except TypeError as e:
    assert str(e) == 'query must be a str'
else:
    raise AssertionError(f"no TypeError for {b'a=1'!r}")

# %%
try:
    parse_query_string(b'11')
except TypeError as e:
    assert str(e) == 'query must be a str'
else:
    raise AssertionError(f"no TypeError for {b'a=1'!r}")

# %%
try:
    parse_query_string({'a': '11', '': ''})
except TypeError as e:
    assert str(e) == 'query must be a str'
else:
    raise AssertionError(f"no TypeError for { {'a': '1'}!r}")

# %%
try:
    parse_query_string({'a': '11', '': '1111'})
except TypeError as e:
    assert str(e) == 'query must be a str'
else:
    raise AssertionError(f"no TypeError for { {'a': '1'}!r}")

# %%
try:
    parse_query_string({'a': '11', '': '1'})
except TypeError as e:
    assert str(e) == 'query must be a str'
else:
    raise AssertionError(f"no TypeError for { {'a': '1'}!r}")

# %%
try:
    parse_query_string({'': '11'})
except TypeError as e:
    assert str(e) == 'query must be a str'
else:
    raise AssertionError(f"no TypeError for { {'a': '1'}!r}")

# %%
try:
    parse_query_string({'a': '11111111'})
except TypeError as e:
    assert str(e) == 'query must be a str'
else:
    raise AssertionError(f"no TypeError for { {'a': '1'}!r}")

# %%
try:
    parse_query_string({'a': '1111', '': '1111'})
except TypeError as e:
    assert str(e) == 'query must be a str'
else:
    raise AssertionError(f"no TypeError for { {'a': '1'}!r}")

# %%
try:
    parse_query_string({'': ''})
except TypeError as e:
    assert str(e) == 'query must be a str'
else:
    raise AssertionError(f"no TypeError for { {'a': '1'}!r}")

# %%
try:
    parse_query_string({'a': '1', '': '1111'})
except TypeError as e:
    assert str(e) == 'query must be a str'
else:
    raise AssertionError(f"no TypeError for { {'a': '1'}!r}")
