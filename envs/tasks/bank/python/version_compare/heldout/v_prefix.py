# %%
assert compare_versions(' v1.2  ', '1.2') == 0

# %%
assert compare_versions(' V1.2 ', '1.2') == 0

# %%
assert compare_versions(' v1.2 ', '1.21.2') == -1

# %%
assert compare_versions(' v1.2 ', '11.2') == -1

# %%
assert compare_versions(' v1.2 ', '2.1') == -1

# %%
assert compare_versions('  v1.2  ', '1.2') == 0

# %%
assert compare_versions(' v1', '1.2') == -1

# %%
assert compare_versions('  v1.2 ', '1.2') == 0

# %%
assert compare_versions('v2.0', 'v1.9.9') == 1

# %%
assert compare_versions(' V2.0', 'v1.9.9') == 1

# %%
assert compare_versions('V2.0', '1.9.9') == 1

# %%
assert compare_versions('V2.0 ', 'v1.9.9') == 1

# %%
assert compare_versions('V2.0', 'v1.9.9 ') == 1

# %%
assert compare_versions('V2', 'v1.9.9') == 1

# %%
assert compare_versions('0.1', '0.2\n') == -1

# %%
assert compare_versions('v0.1', '0.2') == -1

# %%
assert compare_versions('v0', '0.2\n') == -1

# %%
assert compare_versions('v0.1', '00.2\n') == -1

# %%
assert compare_versions('v0.1 ', '0.2\n') == -1

# %%
assert compare_versions(' V1.2 ', '1.2 ') == 0

# %%
assert compare_versions(' V1.2 ', '1.21.2') == -1

# %%
assert compare_versions('V1.2 ', '1.2') == 0

# %%
assert compare_versions('v1.2 ', ' 1.2') == 0

# %%
assert compare_versions('v1.2 ', '1.21.2') == -1

# %%
assert compare_versions(' v1.2  ', '1.21.2') == -1

# %%
assert compare_versions(' v1.2 ', '1.21.2 ') == -1

# %%
assert compare_versions(' v1.2', '1.2 ') == 0

# %%
assert compare_versions(' v1.2', '1.21.2') == -1

# %%
assert compare_versions(' v1.2 ', '2.11') == -1

# %%
assert compare_versions('  v1.2  ', '11.2') == -1

# %%
assert compare_versions(' v1.2', '1.20') == -1

# %%
assert compare_versions(' v1.2 ', ' 1.20') == -1

# %%
assert compare_versions(' v1.2  ', '1.20') == -1

# %%
assert compare_versions(' v1.2 ', ' 1') == 1

# %%
assert compare_versions(' v1.2 ', '11') == -1

# %%
assert compare_versions(' V1.2 ', '2.1') == -1

# %%
assert compare_versions('v1.2 ', '2.1') == -1

# %%
assert compare_versions(' v1.2  ', '2.1') == -1

# %%
assert compare_versions('  v1', '1.2') == -1

# %%
assert compare_versions('  V1.2  ', '1.2') == 0

# %%
assert compare_versions('   v1.2  ', '1.2') == 0

# %%
assert compare_versions(' v1', ' 1.2') == -1

# %%
assert compare_versions('  v1.2 ', '1.20') == -1

# %%
assert compare_versions('   v1.2 ', '1.2') == 0

# %%
assert compare_versions('v2.0', ' v1.9.9') == 1

# %%
assert compare_versions('V2.0', ' V1.9.9') == 1

# %%
assert compare_versions('V2.0', ' v1.9.9 ') == 1

# %%
assert compare_versions(' 2.0', 'v1.9.9') == 1

# %%
assert compare_versions(' V2.0', 'v1.9.90') == 1

# %%
assert compare_versions('v2.0', '1.9.9') == 1

# %%
assert compare_versions('V2', '1.9.9') == 1

# %%
assert compare_versions('V2.0 ', 'v1.9.90') == 1

# %%
assert compare_versions('V2.0', ' v1.9.90') == 1

# %%
assert compare_versions('V2.0 ', '1.9.9') == 1

# %%
assert compare_versions('V2.0 ', 'V1.9.9') == 1

# %%
assert compare_versions('v2.0', 'v1.9.9 ') == 1

# %%
assert compare_versions('2.0', 'v1.9.9 ') == 1

# %%
assert compare_versions('V2.00', 'v1.9.9 ') == 1

# %%
assert compare_versions('V2.0', 'v1.9.9  ') == 1

# %%
assert compare_versions('V2', 'v1.9.9 ') == 1

# %%
assert compare_versions('v0.1 ', ' 0.2\n') == -1

# %%
assert compare_versions('v0', ' 0.2\n') == -1

# %%
assert compare_versions('0.1', ' 0.2\n') == -1

# %%
assert compare_versions('0.1', '\n2.0') == -1

# %%
assert compare_versions('0.1 ', '0.2\n') == -1

# %%
assert compare_versions('0.10', '0.2\n') == 1

# %%
assert compare_versions(' 0.1', '0.2\n') == -1

# %%
assert compare_versions('v0', '0.2') == -1

# %%
assert compare_versions('V0.1', '0') == 1

# %%
assert compare_versions('V0.10', '0.2\n') == 1

# %%
assert compare_versions('V0.1', '\n2.0') == -1

# %%
assert compare_versions('V0', '0.2\n') == -1

# %%
assert compare_versions('v0.1', ' 00.2\n') == -1

# %%
assert compare_versions('v0.1', '00.2') == -1

# %%
assert compare_versions('v0.1', '0 ') == 1

# %%
assert compare_versions('v0.10 ', '0.2\n') == 1

# %%
assert compare_versions(' v0.10', '0.2\n') == 1

# %%
assert compare_versions('v0.10', '\n2.0') == -1

# %%
assert compare_versions('V0.1 ', '0.2\n') == -1

# %%
assert compare_versions('v0.1 ', '0') == 1
