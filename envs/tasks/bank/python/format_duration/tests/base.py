# %%
assert format_duration(3661) == '1h 1m 1s'

# %% held-out
assert format_duration(59) == '59s'

# %% held-out
assert format_duration(86400) == '1d'

# %% held-out
assert format_duration(90061) == '1d 1h 1m 1s'

# %% held-out
assert format_duration(0) == '0s'

# %% held-out
assert format_duration(7260) == '2h 1m'
