# %%
assert format_duration(1003661) == '11d 14h 47m 41s'

# %%
assert format_duration(1830) == '30m 30s'

# %%
assert format_duration(7322) == '2h 2m 2s'

# %%
assert format_duration(3660) == '1h 1m'

# %%
assert format_duration(7) == '7s'

# %%
assert format_duration(3662) == '1h 1m 2s'

# %%
assert format_duration(1) == '1s'

# %%
assert format_duration(118) == '1m 58s'

# %%
assert format_duration(60) == '1m'

# %%
assert format_duration(29) == '29s'

# %%
assert format_duration(58) == '58s'

# %%
assert format_duration(1000059) == '11d 13h 47m 39s'

# %%
assert format_duration(1086400) == '12d 13h 46m 40s'

# %%
assert format_duration(43200) == '12h'

# %%
assert format_duration(86401) == '1d 1s'

# %%
assert format_duration(86399) == '23h 59m 59s'

# %%
assert format_duration(172800) == '2d'

# %%
assert format_duration(45030) == '12h 30m 30s'

# %%
assert format_duration(180122) == '2d 2h 2m 2s'

# %%
assert format_duration(90060) == '1d 1h 1m'

# %%
assert format_duration(1090061) == '12d 14h 47m 41s'

# %%
assert format_duration(90062) == '1d 1h 1m 2s'

# %%
assert format_duration(1000000) == '11d 13h 46m 40s'

# %%
assert format_duration(7261) == '2h 1m 1s'

# %%
assert format_duration(14520) == '4h 2m'

# %%
assert format_duration(1007260) == '11d 15h 47m 40s'

# %%
assert format_duration(7259) == '2h 59s'

# %%
assert format_duration(3630) == '1h 30s'
