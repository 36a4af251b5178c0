# %%
assert parse_time_12h('noon') == (12, 0)

# %% held-out
assert parse_time_12h(' Midnight ') == (0, 0)
