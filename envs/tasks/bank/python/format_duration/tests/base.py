# %%
assert format_duration(3661) == '1h 1m 1s'

# %%
assert format_duration(59) == '59s'

# %%
assert format_duration(86400) == '1d'

# %%
assert format_duration(90061) == '1d 1h 1m 1s'

# %%
assert format_duration(0) == '0s'

# %%
assert format_duration(7260) == '2h 1m'
