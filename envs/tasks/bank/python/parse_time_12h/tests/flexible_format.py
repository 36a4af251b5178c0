# %%
assert parse_time_12h('7:05pm') == (19, 5)

# %% held-out
assert parse_time_12h(' 9:15 a.m. ') == (9, 15)

# %% held-out
assert parse_time_12h('12:00 Am') == (0, 0)

# %% held-out
assert parse_time_12h('11:59P.M.') == (23, 59)
