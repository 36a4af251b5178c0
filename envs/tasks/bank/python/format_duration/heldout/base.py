# %%
assert format_duration(7322) == '2h 2m 2s'

# %%
assert format_duration(7) == '7s'

# %%
assert format_duration(3662) == '1h 1m 2s'

# %%
assert format_duration(118) == '1m 58s'

# %%
assert format_duration(60) == '1m'

# %%
assert format_duration(29) == '29s'

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

# %%
assert format_duration(2007322) == '23d 5h 35m 22s'

# %%
assert format_duration(1829) == '30m 29s'

# %%
assert format_duration(1831) == '30m 31s'

# %%
assert format_duration(915) == '15m 15s'

# %%
assert format_duration(7321) == '2h 2m 1s'

# %%
assert format_duration(1007322) == '11d 15h 48m 42s'

# %%
assert format_duration(1003660) == '11d 14h 47m 40s'

# %%
assert format_duration(7320) == '2h 2m'

# %%
assert format_duration(3659) == '1h 59s'

# %%
assert format_duration(14) == '14s'

# %%
assert format_duration(3) == '3s'

# %%
assert format_duration(6) == '6s'

# %%
assert format_duration(8) == '8s'

# %%
assert format_duration(7324) == '2h 2m 4s'

# %%
assert format_duration(1000001) == '11d 13h 46m 41s'

# %%
assert format_duration(2) == '2s'

# %%
assert format_duration(117) == '1m 57s'

# %%
assert format_duration(61) == '1m 1s'

# %%
assert format_duration(30) == '30s'

# %%
assert format_duration(28) == '28s'

# %%
assert format_duration(1000058) == '11d 13h 47m 38s'

# %%
assert format_duration(57) == '57s'

# %%
assert format_duration(2000059) == '23d 3h 34m 19s'

# %%
assert format_duration(1000060) == '11d 13h 47m 40s'

# %%
assert format_duration(2086400) == '24d 3h 33m 20s'

# %%
assert format_duration(2172800) == '25d 3h 33m 20s'

# %%
assert format_duration(1043200) == '12d 1h 46m 40s'

# %%
assert format_duration(43199) == '11h 59m 59s'

# %%
assert format_duration(43201) == '12h 1s'

# %%
assert format_duration(86402) == '1d 2s'

# %%
assert format_duration(1086401) == '12d 13h 46m 41s'

# %%
assert format_duration(86398) == '23h 59m 58s'

# %%
assert format_duration(172799) == '1d 23h 59m 59s'

# %%
assert format_duration(345600) == '4d'

# %%
assert format_duration(1172800) == '13d 13h 46m 40s'

# %%
assert format_duration(45031) == '12h 30m 31s'

# %%
assert format_duration(45029) == '12h 30m 29s'

# %%
assert format_duration(1045030) == '12d 2h 17m 10s'

# %%
assert format_duration(180121) == '2d 2h 2m 1s'

# %%
assert format_duration(180123) == '2d 2h 2m 3s'

# %%
assert format_duration(360244) == '4d 4h 4m 4s'

# %%
assert format_duration(1180122) == '13d 15h 48m 42s'

# %%
assert format_duration(1090060) == '12d 14h 47m 40s'

# %%
assert format_duration(545030) == '6d 7h 23m 50s'

# %%
assert format_duration(2090061) == '24d 4h 34m 21s'

# %%
assert format_duration(90063) == '1d 1h 1m 3s'

# %%
assert format_duration(500000) == '5d 18h 53m 20s'

# %%
assert format_duration(1007261) == '11d 15h 47m 41s'

# %%
assert format_duration(14522) == '4h 2m 2s'

# %%
assert format_duration(29040) == '8h 4m'

# %%
assert format_duration(14519) == '4h 1m 59s'

# %%
assert format_duration(2014520) == '23d 7h 35m 20s'

# %%
assert format_duration(2007260) == '23d 5h 34m 20s'

# %%
assert format_duration(503630) == '5d 19h 53m 50s'

# %%
assert format_duration(14518) == '4h 1m 58s'

# %%
assert format_duration(7258) == '2h 58s'

# %%
assert format_duration(3631) == '1h 31s'

# %%
assert format_duration(1003630) == '11d 14h 47m 10s'
