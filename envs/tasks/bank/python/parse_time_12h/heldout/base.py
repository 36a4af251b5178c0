# %%
assert parse_time_12h('2:00 AM') == (2, 0)

# %%
assert parse_time_12h('2:30 PM') == (14, 30)

# %%
assert parse_time_12h('1:59 PM') == (13, 59)
