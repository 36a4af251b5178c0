# %%
assert format_duration(1830) == '30m 30s'

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
assert format_duration(58) == '58s'

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
assert format_duration(90062) == '1d 1h 1m 2s'

# %%
assert format_duration(14520) == '4h 2m'

# %%
assert format_duration(7259) == '2h 59s'

# %%
assert format_duration(3630) == '1h 30s'

# %%
assert format_duration(500000) == '5d 18h 53m 20s'

# %%
assert format_duration(999999) == '11d 13h 46m 39s'

# %%
assert format_duration(1829) == '30m 29s'

# %%
assert format_duration(7321) == '2h 2m 1s'

# %%
assert format_duration(14644) == '4h 4m 4s'

# %%
assert format_duration(7323) == '2h 2m 3s'

# %%
assert format_duration(7320) == '2h 2m'

# %%
assert format_duration(3659) == '1h 59s'

# %%
assert format_duration(14) == '14s'

# %%
assert format_duration(3) == '3s'

# %%
assert format_duration(8) == '8s'

# %%
assert format_duration(7324) == '2h 2m 4s'

# %%
assert format_duration(3663) == '1h 1m 3s'

# %%
assert format_duration(2) == '2s'

# %%
assert format_duration(119) == '1m 59s'

# %%
assert format_duration(236) == '3m 56s'

# %%
assert format_duration(61) == '1m 1s'

# %%
assert format_duration(28) == '28s'

# %%
assert format_duration(57) == '57s'

# %%
assert format_duration(116) == '1m 56s'

# %%
assert format_duration(43201) == '12h 1s'

# %%
assert format_duration(21600) == '6h'

# %%
assert format_duration(172802) == '2d 2s'

# %%
assert format_duration(86402) == '1d 2s'

# %%
assert format_duration(172798) == '1d 23h 59m 58s'

# %%
assert format_duration(345600) == '4d'

# %%
assert format_duration(172799) == '1d 23h 59m 59s'

# %%
assert format_duration(45029) == '12h 30m 29s'

# %%
assert format_duration(22515) == '6h 15m 15s'

# %%
assert format_duration(180121) == '2d 2h 2m 1s'

# %%
assert format_duration(360244) == '4d 4h 4m 4s'

# %%
assert format_duration(180123) == '2d 2h 2m 3s'

# %%
assert format_duration(90063) == '1d 1h 1m 3s'

# %%
assert format_duration(180124) == '2d 2h 2m 4s'

# %%
assert format_duration(7262) == '2h 1m 2s'

# %%
assert format_duration(14522) == '4h 2m 2s'

# %%
assert format_duration(14521) == '4h 2m 1s'

# %%
assert format_duration(14519) == '4h 1m 59s'

# %%
assert format_duration(29040) == '8h 4m'

# %%
assert format_duration(14518) == '4h 1m 58s'

# %%
assert format_duration(3629) == '1h 29s'

# %%
assert format_duration(7258) == '2h 58s'

# %%
assert format_duration(3631) == '1h 31s'

# %%
assert format_duration(500001) == '5d 18h 53m 21s'

# %%
assert format_duration(499999) == '5d 18h 53m 19s'

# %%
assert format_duration(916) == '15m 16s'

# %%
assert format_duration(14645) == '4h 4m 5s'

# %%
assert format_duration(3658) == '1h 58s'

# %%
assert format_duration(4) == '4s'

# %%
assert format_duration(234) == '3m 54s'

# %%
assert format_duration(237) == '3m 57s'

# %%
assert format_duration(122) == '2m 2s'

# %%
assert format_duration(121) == '2m 1s'

# %%
assert format_duration(56) == '56s'

# %%
assert format_duration(115) == '1m 55s'

# %%
assert format_duration(21599) == '5h 59m 59s'

# %%
assert format_duration(86403) == '1d 3s'

# %%
assert format_duration(720488) == '8d 8h 8m 8s'

# %%
assert format_duration(29038) == '8h 3m 58s'

# %%
assert format_duration(29041) == '8h 4m 1s'

# %%
assert format_duration(14517) == '4h 1m 57s'
