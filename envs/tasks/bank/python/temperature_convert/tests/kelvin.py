# %%
assert temperature_convert(0, 'K') == -273.15

# %% held-out
assert temperature_convert(100, 'C', to='K') == 373.15

# %% held-out
assert temperature_convert(212, 'F', to=' f') == 212.0

# %% held-out
assert temperature_convert(100, 'C') == 212.0

# %% held-out
assert temperature_convert(300, 'k', to='F') == 80.33

# %% held-out
for unit, to in (('X', None), ('C', 'R')):
    try:
        temperature_convert(1, unit, to=to)
    except ValueError as e:
        assert str(e) == "unit must be 'C', 'F' or 'K'", str(e)
    else:
        raise AssertionError(f'no ValueError for {unit!r}, to={to!r}')

# %% held-out
try:
    temperature_convert(-1, 'K')
except ValueError as e:
    assert str(e) == 'temperature below absolute zero'
else:
    raise AssertionError('-1 K accepted')
