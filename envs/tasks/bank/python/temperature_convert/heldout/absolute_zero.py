# %%
assert abs(temperature_convert(-459.67, 'f') + 273.15) < 1e-06

# %%
assert abs(temperature_convert(-459.67, 'F ') + 273.15) < 1e-06

# %%
assert abs(temperature_convert(-459.67, ' F') + 273.15) < 1e-06

# %%
assert abs(temperature_convert(-459.67, 'F') + 273.15) < 1e-06

# %%
assert abs(temperature_convert(-459.67, 'f ') + 273.15) < 1e-06

# %%
assert abs(temperature_convert(-459.67, ' f') + 273.15) < 1e-06

# %%
assert abs(temperature_convert(-459.67, 'F  ') + 273.15) < 1e-06

# %%
assert abs(temperature_convert(-459.67, ' F ') + 273.15) < 1e-06

# %%
assert abs(temperature_convert(-459.67, '  F') + 273.15) < 1e-06

# %%
assert abs(temperature_convert(-459.67, ' f ') + 273.15) < 1e-06

# %%
assert abs(temperature_convert(-459.67, 'f  ') + 273.15) < 1e-06

# %%
assert abs(temperature_convert(-459.67, '  f') + 273.15) < 1e-06

# %%
assert abs(temperature_convert(-459.67, 'F    ') + 273.15) < 1e-06

# %%
assert abs(temperature_convert(-459.67, ' F  ') + 273.15) < 1e-06

# %%
assert abs(temperature_convert(-459.67, 'F   ') + 273.15) < 1e-06

# %%
assert abs(temperature_convert(-459.67, '  F  ') + 273.15) < 1e-06

# %%
assert abs(temperature_convert(-459.67, '  F ') + 273.15) < 1e-06

# %%
assert abs(temperature_convert(-459.67, '   F') + 273.15) < 1e-06

# %%
assert abs(temperature_convert(-459.67, '    F') + 273.15) < 1e-06
