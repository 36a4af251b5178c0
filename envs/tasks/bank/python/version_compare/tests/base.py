# %%
assert compare_versions('1.2.10', '1.2.9') == 1

# %% held-out
assert compare_versions('1.0', '1') == 0

# %% held-out
assert compare_versions('0.9', '1.0') == -1

# %% held-out
assert compare_versions('2.0.0', '2.0.1') == -1

# %% held-out
assert compare_versions('1.01', '1.1') == 0
