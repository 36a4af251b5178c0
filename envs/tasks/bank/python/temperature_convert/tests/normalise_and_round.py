# %%
assert temperature_convert(37.777, ' c ') == 100.0

# %% held-out
assert temperature_convert(0, 'f') == -17.78

# %% held-out
assert temperature_convert(20, 'C') == 68.0
