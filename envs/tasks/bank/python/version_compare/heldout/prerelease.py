# %%
assert compare_versions('1.0.0-Rc1', '1.0.0') == -1

# %%
assert compare_versions('1.0.0-RC1', '1.0.0') == -1

# %%
assert compare_versions('1.0.0-rc10', '1.0.0') == -1

# %%
assert compare_versions('1.0.0-rc1', '1.0.00') == -1

# %%
assert compare_versions('11.0.0-rc1', '1.0.0') == 1

# %%
assert compare_versions('1.0.0-rc1', '1') == -1

# %%
assert compare_versions('1.0.0-rc', '1.0.0') == -1

# %%
assert compare_versions('1.0.0-rc1', '0.0.1') == 1

# %%
assert compare_versions('1.0.0-rc1', '11.0.0') == -1

# %%
assert compare_versions('1.0.0-rc1', '1.0.01.0.0') == -1

# %%
assert compare_versions('1', '1.0.0') == 0

# %%
assert compare_versions('1.0', '1.0-Rc1') == 1

# %%
assert compare_versions('1.0', '1.0') == 0

# %%
assert compare_versions('1.0', '1.0-RC1') == 1

# %%
assert compare_versions('1.01.0', '1.0-rc1') == 1

# %%
assert compare_versions('11.0', '1.0-rc1') == 1

# %%
assert compare_versions('1.0', '1.0-rc') == 1

# %%
assert compare_versions('1', '1.0-rc1') == 1

# %%
assert compare_versions('1.00', '1.0-rc1') == 1

# %%
assert compare_versions('0.1', '1.0-rc1') == -1

# %%
assert compare_versions('1.0', '1.0-rc10') == 1

# %%
assert compare_versions('1.0', '1') == 0

# %%
assert compare_versions('1.0-alpha', '1.0-bet') == -1

# %%
assert compare_versions('1.0-alpha', '11.0-beta') == -1

# %%
assert compare_versions('1.0-alpha', '1.0-BETA') == 1

# %%
assert compare_versions('11.0-alpha', '1.0-beta') == 1

# %%
assert compare_versions('1.0-alpha0', '1.0-beta') == -1

# %%
assert compare_versions('1.0-alpha', '1.0-beta0') == -1

# %%
assert compare_versions('1.0-Alpha', '1.0-beta') == -1

# %%
assert compare_versions('1.0-alpha', '1') == -1

# %%
assert compare_versions('1.0-ALPHA', '1.0-beta') == -1

# %%
assert compare_versions('1', '1.0.0-rc1') == 1

# %%
assert compare_versions('1.0-rc1', '1.0.0-RC1') == 1

# %%
assert compare_versions('1.0', '1.0.0-rc1') == 1

# %%
assert compare_versions('1.0-rc10', '1.0.0-rc1') == 1

# %%
assert compare_versions('11.0-rc1', '1.0.0-rc1') == 1

# %%
assert compare_versions('1.0-rc1', '1.0.0-Rc1') == 1

# %%
assert compare_versions('1.0-rc', '1.0.0-rc1') == -1

# %%
assert compare_versions('1.0-rc1', '1') == -1

# %%
assert compare_versions('1.0-rc1', '1.0.0-rc10') == -1

# %%
assert compare_versions('1.0-Rc1', '1.0.0-rc1') == -1

# %%
assert compare_versions('1.0-rc1', '11.0.0-rc1') == -1

# %%
assert compare_versions('22.0-rc1', '1.9') == 1

# %%
assert compare_versions('2.0-rc1', '11.9') == -1

# %%
assert compare_versions('2.0-RC1', '1.9') == 1

# %%
assert compare_versions('2.0-rc1', '1') == 1

# %%
assert compare_versions('2.0-Rc1', '1.9') == 1

# %%
assert compare_versions('2.0-rc1', '1.91.9') == 1

# %%
assert compare_versions('2.0-rc', '1.9') == 1

# %%
assert compare_versions('2.0-rc10', '1.9') == 1

# %%
assert compare_versions('2.0-rc1', '9.1') == -1

# %%
assert compare_versions('2.0-rc1', '1.90') == 1

# %%
assert parse_version('1') == ((1,), '')

# %%
assert parse_version('1.2') == ((1, 2), '')

# %%
assert parse_version('11.2-rc1') == ((11, 2), 'rc1')

# %%
assert parse_version('1.2-rc10') == ((1, 2), 'rc10')

# %%
assert parse_version('1.2-RC1') == ((1, 2), 'RC1')

# %%
assert parse_version('1.2-rc') == ((1, 2), 'rc')

# %%
assert parse_version('1.2-Rc1') == ((1, 2), 'Rc1')

# %%
assert parse_version('30') == ((30,), '')

# %%
assert parse_version('33') == ((33,), '')
