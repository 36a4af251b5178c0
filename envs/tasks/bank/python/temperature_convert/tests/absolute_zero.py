# %%
for value, unit in ((-300, 'C'), (-273.16, 'C'), (-460, 'F')):
    try:
        temperature_convert(value, unit)
    except ValueError as e:
        assert str(e) == 'temperature below absolute zero'
    else:
        raise AssertionError(f'no ValueError for {value} {unit}')

# %% held-out
assert abs(temperature_convert(-273.15, 'C') + 459.67) < 1e-6

# %% held-out
assert abs(temperature_convert(-459.67, 'F') + 273.15) < 1e-6
