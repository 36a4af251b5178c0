# %%
assert parse_time_12h('7:05 PM') == (19, 5)

# %% held-out
assert parse_time_12h('12:00 AM') == (0, 0)

# %% held-out
assert parse_time_12h('12:30 PM') == (12, 30)

# %% held-out
assert parse_time_12h('9:15 AM') == (9, 15)

# %% held-out
assert parse_time_12h('11:59 PM') == (23, 59)
