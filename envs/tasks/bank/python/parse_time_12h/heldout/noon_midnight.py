# %%
assert parse_time_12h('Noon') == (12, 0)

# %%
assert parse_time_12h(' noon') == (12, 0)

# %%
assert parse_time_12h('noon ') == (12, 0)

# %%
assert parse_time_12h('NOON') == (12, 0)

# %%
assert parse_time_12h(' mIDNIGHT ') == (0, 0)

# %%
assert parse_time_12h('  Midnight ') == (0, 0)

# %%
assert parse_time_12h(' Midnight') == (0, 0)

# %%
assert parse_time_12h(' midnight ') == (0, 0)

# %%
assert parse_time_12h(' Midnight  ') == (0, 0)

# %%
assert parse_time_12h('  Midnight  ') == (0, 0)

# %%
assert parse_time_12h('Midnight ') == (0, 0)

# %%
assert parse_time_12h(' MIDNIGHT ') == (0, 0)

# %%
assert parse_time_12h('nooN') == (12, 0)

# %%
assert parse_time_12h('nOON') == (12, 0)

# %%
assert parse_time_12h('Noon ') == (12, 0)

# %%
assert parse_time_12h(' Noon') == (12, 0)

# %%
assert parse_time_12h(' noon ') == (12, 0)

# %%
assert parse_time_12h('  noon') == (12, 0)

# %%
assert parse_time_12h(' NOON') == (12, 0)

# %%
assert parse_time_12h('NOON ') == (12, 0)

# %%
assert parse_time_12h('noon  ') == (12, 0)

# %%
assert parse_time_12h(' mIDNIGHT') == (0, 0)

# %%
assert parse_time_12h('  mIDNIGHT  ') == (0, 0)

# %%
assert parse_time_12h('  mIDNIGHT ') == (0, 0)

# %%
assert parse_time_12h('mIDNIGHT ') == (0, 0)

# %%
assert parse_time_12h(' mIDNIGHT  ') == (0, 0)

# %%
assert parse_time_12h('  MIDNIGHT ') == (0, 0)

# %%
assert parse_time_12h('    Midnight  ') == (0, 0)

# %%
assert parse_time_12h('   Midnight ') == (0, 0)

# %%
assert parse_time_12h('  Midnight') == (0, 0)

# %%
assert parse_time_12h('  midnight ') == (0, 0)

# %%
assert parse_time_12h('Midnight') == (0, 0)

# %%
assert parse_time_12h(' midnight') == (0, 0)

# %%
assert parse_time_12h(' MIDNIGHT') == (0, 0)

# %%
assert parse_time_12h('  midnight  ') == (0, 0)

# %%
assert parse_time_12h('midnight ') == (0, 0)

# %%
assert parse_time_12h(' midnight  ') == (0, 0)

# %%
assert parse_time_12h('Midnight  ') == (0, 0)

# %%
assert parse_time_12h(' Midnight   ') == (0, 0)

# %%
assert parse_time_12h(' MIDNIGHT  ') == (0, 0)

# %%
assert parse_time_12h('  Midnight    ') == (0, 0)

# %%
assert parse_time_12h('  MIDNIGHT  ') == (0, 0)

# %%
assert parse_time_12h('  Midnight   ') == (0, 0)

# %%
assert parse_time_12h('    Midnight    ') == (0, 0)

# %%
assert parse_time_12h('   Midnight  ') == (0, 0)

# %%
assert parse_time_12h('MIDNIGHT ') == (0, 0)

# %%
assert parse_time_12h('nooN ') == (12, 0)

# %%
assert parse_time_12h(' nOON') == (12, 0)

# %%
assert parse_time_12h('NOOn') == (12, 0)

# %%
assert parse_time_12h(' Noon ') == (12, 0)

# %%
assert parse_time_12h(' NOON ') == (12, 0)

# %%
assert parse_time_12h('  Noon') == (12, 0)

# %%
assert parse_time_12h('  NOON') == (12, 0)

# %%
assert parse_time_12h(' noon  ') == (12, 0)

# %%
assert parse_time_12h('  mIDNIGHT') == (0, 0)

# %%
assert parse_time_12h('    mIDNIGHT  ') == (0, 0)

# %%
assert parse_time_12h('mIDNIGHT  ') == (0, 0)

# %%
assert parse_time_12h('  MIDNIGHT') == (0, 0)

# %%
assert parse_time_12h('    Midnight ') == (0, 0)

# %%
assert parse_time_12h('      Midnight  ') == (0, 0)

# %%
assert parse_time_12h('    Midnight') == (0, 0)

# %%
assert parse_time_12h('midnight') == (0, 0)

# %%
assert parse_time_12h('   midnight  ') == (0, 0)

# %%
assert parse_time_12h('midnight  ') == (0, 0)

# %%
assert parse_time_12h('Midnight   ') == (0, 0)

# %%
assert parse_time_12h('  Midnight      ') == (0, 0)

# %%
assert parse_time_12h('MIDNIGHT  ') == (0, 0)

# %%
assert parse_time_12h('  Midnight     ') == (0, 0)

# %%
assert parse_time_12h('  MIDNIGHT    ') == (0, 0)

# %%
assert parse_time_12h(' Midnight    ') == (0, 0)

# %%
assert parse_time_12h('   MIDNIGHT  ') == (0, 0)

# %%
assert parse_time_12h('  mIDNIGHT   ') == (0, 0)

# %%
assert parse_time_12h('    mIDNIGHT    ') == (0, 0)

# %%
assert parse_time_12h('   Midnight    ') == (0, 0)

# %%
assert parse_time_12h('MIDNIGHT') == (0, 0)
