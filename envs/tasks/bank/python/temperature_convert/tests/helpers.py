# %%
assert celsius_to_fahrenheit(100) == 212.0

# %% held-out
assert abs(fahrenheit_to_celsius(98.6) - 37.0) < 1e-9

# %% held-out
assert abs(celsius_to_fahrenheit(37.777) - 99.9986) < 1e-9
