# %%
assert compare_versions('1.0.0-rc1', '1.0.0') == -1

# %% held-out
assert compare_versions('1.0', '1.0-rc1') == 1

# %% held-out
assert compare_versions('1.0-alpha', '1.0-beta') == -1

# %% held-out
assert compare_versions('1.0-rc1', '1.0.0-rc1') == 0

# %% held-out
assert compare_versions('2.0-rc1', '1.9') == 1

# %% held-out
assert parse_version('1.2-rc1') == ((1, 2), 'rc1')

# %% held-out
assert parse_version('3') == ((3,), '')

# %% held-out
for bad in ('1.0-', '1.0-r c', '1.0-rc-1'):
    try:
        compare_versions(bad, '1.0')
    except ValueError as e:
        assert str(e) == f'invalid version: {bad!r}'
    else:
        raise AssertionError(f'no ValueError for {bad!r}')
