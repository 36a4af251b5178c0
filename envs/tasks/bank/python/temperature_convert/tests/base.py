# %%
assert temperature_convert(100, 'C') == 212.0

# %% held-out
assert temperature_convert(32, 'F') == 0.0

# %% held-out
assert temperature_convert(-40, 'C') == -40.0

# %% held-out
assert abs(temperature_convert(98.6, 'F') - 37.0) < 1e-9
