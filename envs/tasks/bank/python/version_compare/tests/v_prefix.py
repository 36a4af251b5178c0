# %%
assert compare_versions(' v1.2 ', '1.2') == 0

# %% held-out
assert compare_versions('V2.0', 'v1.9.9') == 1

# %% held-out
assert compare_versions('v0.1', '0.2\n') == -1
