# %%
assert abs(celsius_to_fahrenheit(7) - 44.6) <= 1e-09 * max(1.0, abs(44.6))

# %%
assert abs(celsius_to_fahrenheit(1) - 33.8) <= 1e-09 * max(1.0, abs(33.8))

# %%
assert abs(celsius_to_fahrenheit(200) - 392.0) <= 1e-09 * max(1.0, abs(392.0))

# %%
assert abs(celsius_to_fahrenheit(99) - 210.2) <= 1e-09 * max(1.0, abs(210.2))

# %%
assert abs(celsius_to_fahrenheit(0) - 32.0) <= 1e-09 * max(1.0, abs(32.0))

# %%
assert abs(celsius_to_fahrenheit(-100) - -148.0) <= 1e-09 * max(1.0, abs(-148.0))

# %%
assert abs(celsius_to_fahrenheit(1000100) - 1800212.0) <= 1e-09 * max(1.0, abs(1800212.0))

# %%
assert abs(celsius_to_fahrenheit(-1) - 30.2) <= 1e-09 * max(1.0, abs(30.2))

# %%
assert abs(celsius_to_fahrenheit(50) - 122.0) <= 1e-09 * max(1.0, abs(122.0))

# %%
assert abs(celsius_to_fahrenheit(101) - 213.8) <= 1e-09 * max(1.0, abs(213.8))
