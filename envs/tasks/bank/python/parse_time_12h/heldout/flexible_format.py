# %%
assert parse_time_12h(' 7:05pm') == (19, 5)

# %%
assert parse_time_12h('7:05pm ') == (19, 5)

# %%
assert parse_time_12h('7:05Pm') == (19, 5)

# %%
assert parse_time_12h('7:05PM') == (19, 5)

# %%
assert parse_time_12h('9:15 a.m. ') == (9, 15)

# %%
assert parse_time_12h(' 9:15 a.m.') == (9, 15)

# %%
assert parse_time_12h(' 9:15 A.M. ') == (9, 15)

# %%
assert parse_time_12h(' 9:15 a.m.  ') == (9, 15)

# %%
assert parse_time_12h('  9:15 a.m. ') == (9, 15)

# %%
assert parse_time_12h(' 12:00 Am') == (0, 0)

# %%
assert parse_time_12h('12:00 aM') == (0, 0)

# %%
assert parse_time_12h('2:00 Am') == (2, 0)

# %%
assert parse_time_12h('12:00 am') == (0, 0)

# %%
assert parse_time_12h('12:00 AM') == (0, 0)

# %%
assert parse_time_12h('12:00 Am ') == (0, 0)

# %%
assert parse_time_12h('1:59P.M.') == (13, 59)

# %%
assert parse_time_12h('11:59P.M') == (23, 59)

# %%
assert parse_time_12h('11:59p.m.') == (23, 59)

# %%
assert parse_time_12h('11:59P.M. ') == (23, 59)

# %%
assert parse_time_12h(' 11:59P.M.') == (23, 59)

# %%
assert parse_time_12h(' 7:05PM') == (19, 5)

# %%
assert parse_time_12h(' 7:05Pm') == (19, 5)

# %%
assert parse_time_12h(' 7:05pm ') == (19, 5)

# %%
assert parse_time_12h('7:05PM ') == (19, 5)

# %%
assert parse_time_12h('7:05pm  ') == (19, 5)

# %%
assert parse_time_12h('7:05Pm ') == (19, 5)

# %%
assert parse_time_12h('7:05pM') == (19, 5)

# %%
assert parse_time_12h('9:15 A.M. ') == (9, 15)

# %%
assert parse_time_12h(' 9:15 A.M.') == (9, 15)

# %%
assert parse_time_12h('9:15 a.m.') == (9, 15)

# %%
assert parse_time_12h(' 9:15 a.m') == (9, 15)

# %%
assert parse_time_12h(' 9:15 A.M.  ') == (9, 15)

# %%
assert parse_time_12h('9:15 a.m.  ') == (9, 15)

# %%
assert parse_time_12h(' 9:15 a.m.   ') == (9, 15)

# %%
assert parse_time_12h('  9:15 a.m.  ') == (9, 15)

# %%
assert parse_time_12h('  9:15 A.M. ') == (9, 15)

# %%
assert parse_time_12h('   9:15 a.m. ') == (9, 15)

# %%
assert parse_time_12h('  9:15 a.m.') == (9, 15)

# %%
assert parse_time_12h(' 12:00 AM') == (0, 0)

# %%
assert parse_time_12h('  12:00 Am') == (0, 0)

# %%
assert parse_time_12h(' 12:00 aM') == (0, 0)

# %%
assert parse_time_12h(' 12:00 Am ') == (0, 0)

# %%
assert parse_time_12h('2:00 aM') == (2, 0)

# %%
assert parse_time_12h('12:00 aM ') == (0, 0)

# %%
assert parse_time_12h('2:00 AM') == (2, 0)

# %%
assert parse_time_12h('2:00 am') == (2, 0)

# %%
assert parse_time_12h(' 2:00 Am') == (2, 0)

# %%
assert parse_time_12h('12:00 am ') == (0, 0)

# %%
assert parse_time_12h(' 12:00 am') == (0, 0)

# %%
assert parse_time_12h('12:00 AM ') == (0, 0)

# %%
assert parse_time_12h('1:59P.M') == (13, 59)

# %%
assert parse_time_12h(' 1:59P.M.') == (13, 59)

# %%
assert parse_time_12h('1:59p.m.') == (13, 59)

# %%
assert parse_time_12h('1:59P.M. ') == (13, 59)

# %%
assert parse_time_12h('11:59P.M ') == (23, 59)

# %%
assert parse_time_12h('11:59p.m') == (23, 59)

# %%
assert parse_time_12h(' 11:59P.M') == (23, 59)

# %%
assert parse_time_12h('11:59p.m. ') == (23, 59)

# %%
assert parse_time_12h(' 11:59p.m.') == (23, 59)

# %%
assert parse_time_12h(' 11:59P.M. ') == (23, 59)

# %%
assert parse_time_12h('11:59P.M.  ') == (23, 59)

# %%
assert parse_time_12h('  11:59P.M.') == (23, 59)

# %%
assert parse_time_12h('7:05pm   ') == (19, 5)

# %%
assert parse_time_12h('7:05Pm  ') == (19, 5)

# %%
assert parse_time_12h(' 7:05Pm ') == (19, 5)

# %%
assert parse_time_12h('9:15 A.M.  ') == (9, 15)

# %%
assert parse_time_12h('   9:15 A.M. ') == (9, 15)

# %%
assert parse_time_12h('12:00 aM  ') == (0, 0)

# %%
assert parse_time_12h('2:00 am ') == (2, 0)

# %%
assert parse_time_12h(' 12:00 am ') == (0, 0)

# %%
assert parse_time_12h('  12:00 am') == (0, 0)

# %%
assert parse_time_12h('1:59P.M ') == (13, 59)

# %%
assert parse_time_12h('  1:59P.M.') == (13, 59)

# %%
assert parse_time_12h(' 1:59P.M. ') == (13, 59)

# %%
assert parse_time_12h('11:59P.M  ') == (23, 59)

# %%
assert parse_time_12h('11:59p.m ') == (23, 59)

# %%
assert parse_time_12h('  11:59P.M. ') == (23, 59)

# %%
assert parse_time_12h('1:59P.M.  ') == (13, 59)

# %%
assert parse_time_12h('   11:59P.M.') == (23, 59)

# %%
assert parse_time_12h('  11:59p.m.') == (23, 59)
