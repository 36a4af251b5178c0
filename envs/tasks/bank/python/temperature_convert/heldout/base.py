# %%
assert abs(temperature_convert(101, 'C') - 213.8) <= 1e-09 * max(1.0, abs(213.8))

# %%
assert abs(temperature_convert(1000100, 'C') - 1800212.0) <= 1e-09 * max(1.0, abs(1800212.0))

# %%
assert abs(temperature_convert(-100, 'C') - -148.0) <= 1e-09 * max(1.0, abs(-148.0))

# %%
assert abs(temperature_convert(99, 'C') - 210.2) <= 1e-09 * max(1.0, abs(210.2))

# %%
assert abs(temperature_convert(200, 'C') - 392.0) <= 1e-09 * max(1.0, abs(392.0))

# %%
assert abs(temperature_convert(0, 'C') - 32.0) <= 1e-09 * max(1.0, abs(32.0))

# %%
assert abs(temperature_convert(7, 'C') - 44.6) <= 1e-09 * max(1.0, abs(44.6))

# %%
assert abs(temperature_convert(-1, 'C') - 30.2) <= 1e-09 * max(1.0, abs(30.2))

# %%
assert abs(temperature_convert(50, 'C') - 122.0) <= 1e-09 * max(1.0, abs(122.0))

# %%
assert abs(temperature_convert(1, 'C') - 33.8) <= 1e-09 * max(1.0, abs(33.8))

# %%
assert abs(temperature_convert(-80, 'C') - -112.0) <= 1e-09 * max(1.0, abs(-112.0))

# %%
assert abs(temperature_convert(40, 'C') - 104.0) <= 1e-09 * max(1.0, abs(104.0))

# %%
assert abs(temperature_convert(-20, 'C') - -4.0) <= 1e-09 * max(1.0, abs(-4.0))

# %%
assert abs(temperature_convert(-39, 'C') - -38.2) <= 1e-09 * max(1.0, abs(-38.2))

# %%
assert abs(temperature_convert(-41, 'C') - -41.8) <= 1e-09 * max(1.0, abs(-41.8))

# %%
assert abs(temperature_convert(999960, 'C') - 1799960.0) <= 1e-09 * max(1.0, abs(1799960.0))
