# %%
try:
    format_duration(-1)
except ValueError as e:
    assert str(e) == 'seconds must be non-negative'
else:
    raise AssertionError(f'no ValueError for {-1}')

# %%
try:
    format_duration(-2)
except ValueError as e:
    assert str(e) == 'seconds must be non-negative'
else:
    raise AssertionError(f'no ValueError for {-1}')

# %%
try:
    format_duration(-86400)
except ValueError as e:
    assert str(e) == 'seconds must be non-negative'
else:
    raise AssertionError(f'no ValueError for {-86400}')

# %%
try:
    format_duration(-1)
except ValueError as e:
    assert str(e) == 'seconds must be non-negative'
else:
    raise AssertionError(f'no ValueError for {-86400}')

# %%
try:
    format_duration(-86401)
except ValueError as e:
    assert str(e) == 'seconds must be non-negative'
else:
    raise AssertionError(f'no ValueError for {-86400}')

# %%
try:
    format_duration(-43200)
except ValueError as e:
    assert str(e) == 'seconds must be non-negative'
else:
    raise AssertionError(f'no ValueError for {-86400}')

# %%
try:
    format_duration(-86399)
except ValueError as e:
    assert str(e) == 'seconds must be non-negative'
else:
    raise AssertionError(f'no ValueError for {-86400}')

# %%
try:
    format_duration(-172800)
except ValueError as e:
    assert str(e) == 'seconds must be non-negative'
else:
    raise AssertionError(f'no ValueError for {-86400}')

# %%
try:
    format_duration(-4)
except ValueError as e:
    assert str(e) == 'seconds must be non-negative'
else:
    raise AssertionError(f'no ValueError for {-1}')

# %%
try:
    format_duration(-3)
except ValueError as e:
    assert str(e) == 'seconds must be non-negative'
else:
    raise AssertionError(f'no ValueError for {-1}')

# %%
try:
    format_duration(-2)
except ValueError as e:
    assert str(e) == 'seconds must be non-negative'
else:
    raise AssertionError(f'no ValueError for {-86400}')

# %%
try:
    format_duration(-86402)
except ValueError as e:
    assert str(e) == 'seconds must be non-negative'
else:
    raise AssertionError(f'no ValueError for {-86400}')

# %%
try:
    format_duration(-172802)
except ValueError as e:
    assert str(e) == 'seconds must be non-negative'
else:
    raise AssertionError(f'no ValueError for {-86400}')

# %%
try:
    format_duration(-43201)
except ValueError as e:
    assert str(e) == 'seconds must be non-negative'
else:
    raise AssertionError(f'no ValueError for {-86400}')

# %%
try:
    format_duration(-43199)
except ValueError as e:
    assert str(e) == 'seconds must be non-negative'
else:
    raise AssertionError(f'no ValueError for {-86400}')

# %%
try:
    format_duration(-21600)
except ValueError as e:
    assert str(e) == 'seconds must be non-negative'
else:
    raise AssertionError(f'no ValueError for {-86400}')

# %%
try:
    format_duration(-86398)
except ValueError as e:
    assert str(e) == 'seconds must be non-negative'
else:
    raise AssertionError(f'no ValueError for {-86400}')

# %%
try:
    format_duration(-172798)
except ValueError as e:
    assert str(e) == 'seconds must be non-negative'
else:
    raise AssertionError(f'no ValueError for {-86400}')

# %%
try:
    format_duration(-172801)
except ValueError as e:
    assert str(e) == 'seconds must be non-negative'
else:
    raise AssertionError(f'no ValueError for {-86400}')

# %%
try:
    format_duration(-345600)
except ValueError as e:
    assert str(e) == 'seconds must be non-negative'
else:
    raise AssertionError(f'no ValueError for {-86400}')

# %%
try:
    format_duration(-172799)
except ValueError as e:
    assert str(e) == 'seconds must be non-negative'
else:
    raise AssertionError(f'no ValueError for {-86400}')

# %%
try:
    format_duration(-5)
except ValueError as e:
    assert str(e) == 'seconds must be non-negative'
else:
    raise AssertionError(f'no ValueError for {-1}')

# %%
try:
    format_duration(-8)
except ValueError as e:
    assert str(e) == 'seconds must be non-negative'
else:
    raise AssertionError(f'no ValueError for {-1}')

# %%
try:
    format_duration(-6)
except ValueError as e:
    assert str(e) == 'seconds must be non-negative'
else:
    raise AssertionError(f'no ValueError for {-1}')

# %%
try:
    format_duration(-4)
except ValueError as e:
    assert str(e) == 'seconds must be non-negative'
else:
    raise AssertionError(f'no ValueError for {-86400}')

# %%
try:
    format_duration(-3)
except ValueError as e:
    assert str(e) == 'seconds must be non-negative'
else:
    raise AssertionError(f'no ValueError for {-86400}')

# %%
try:
    format_duration(-172804)
except ValueError as e:
    assert str(e) == 'seconds must be non-negative'
else:
    raise AssertionError(f'no ValueError for {-86400}')

# %%
try:
    format_duration(-86403)
except ValueError as e:
    assert str(e) == 'seconds must be non-negative'
else:
    raise AssertionError(f'no ValueError for {-86400}')

# %%
try:
    format_duration(-345604)
except ValueError as e:
    assert str(e) == 'seconds must be non-negative'
else:
    raise AssertionError(f'no ValueError for {-86400}')

# %%
try:
    format_duration(-172803)
except ValueError as e:
    assert str(e) == 'seconds must be non-negative'
else:
    raise AssertionError(f'no ValueError for {-86400}')

# %%
try:
    format_duration(-43202)
except ValueError as e:
    assert str(e) == 'seconds must be non-negative'
else:
    raise AssertionError(f'no ValueError for {-86400}')

# %%
try:
    format_duration(-21601)
except ValueError as e:
    assert str(e) == 'seconds must be non-negative'
else:
    raise AssertionError(f'no ValueError for {-86400}')

# %%
try:
    format_duration(-43198)
except ValueError as e:
    assert str(e) == 'seconds must be non-negative'
else:
    raise AssertionError(f'no ValueError for {-86400}')

# %%
try:
    format_duration(-21599)
except ValueError as e:
    assert str(e) == 'seconds must be non-negative'
else:
    raise AssertionError(f'no ValueError for {-86400}')

# %%
try:
    format_duration(-10800)
except ValueError as e:
    assert str(e) == 'seconds must be non-negative'
else:
    raise AssertionError(f'no ValueError for {-86400}')

# %%
try:
    format_duration(-172796)
except ValueError as e:
    assert str(e) == 'seconds must be non-negative'
else:
    raise AssertionError(f'no ValueError for {-86400}')

# %%
try:
    format_duration(-86397)
except ValueError as e:
    assert str(e) == 'seconds must be non-negative'
else:
    raise AssertionError(f'no ValueError for {-86400}')

# %%
try:
    format_duration(-172797)
except ValueError as e:
    assert str(e) == 'seconds must be non-negative'
else:
    raise AssertionError(f'no ValueError for {-86400}')

# %%
try:
    format_duration(-345596)
except ValueError as e:
    assert str(e) == 'seconds must be non-negative'
else:
    raise AssertionError(f'no ValueError for {-86400}')

# %%
try:
    format_duration(-345602)
except ValueError as e:
    assert str(e) == 'seconds must be non-negative'
else:
    raise AssertionError(f'no ValueError for {-86400}')

# %%
try:
    format_duration(-345601)
except ValueError as e:
    assert str(e) == 'seconds must be non-negative'
else:
    raise AssertionError(f'no ValueError for {-86400}')

# %%
try:
    format_duration(-691200)
except ValueError as e:
    assert str(e) == 'seconds must be non-negative'
else:
    raise AssertionError(f'no ValueError for {-86400}')

# %%
try:
    format_duration(-345599)
except ValueError as e:
    assert str(e) == 'seconds must be non-negative'
else:
    raise AssertionError(f'no ValueError for {-86400}')

# %%
try:
    format_duration(-345598)
except ValueError as e:
    assert str(e) == 'seconds must be non-negative'
else:
    raise AssertionError(f'no ValueError for {-86400}')
