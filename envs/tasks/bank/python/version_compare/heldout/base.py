# %%
assert compare_versions('11.2.10', '1.2.9') == 1

# %%
assert compare_versions('1.2.10', '1') == 1

# %%
assert compare_versions('01.2.1', '1.2.9') == -1

# %%
assert compare_versions('1', '1.2.9') == -1

# %%
assert compare_versions('1.2.100', '1.2.9') == 1

# %%
assert compare_versions('1.2.10', '11.2.9') == -1

# %%
assert compare_versions('1.2', '1.2.9') == -1

# %%
assert compare_versions('1.2.10', '1.2.91.2.9') == -1

# %%
assert compare_versions('1.2.101.2.10', '1.2.9') == 1

# %%
assert compare_versions('1.2.1', '1.2.9') == -1

# %%
assert compare_versions('1.2.10', '9.2.1') == -1

# %%
assert compare_versions('1.00', '1') == 0

# %%
assert compare_versions('1.0', '10') == -1

# %%
assert compare_versions('0.1', '1') == -1

# %%
assert compare_versions('1.01.0', '1') == 1

# %%
assert compare_versions('0.9', '1.01.0') == -1

# %%
assert compare_versions('00.9', '1.0') == -1

# %%
assert compare_versions('0.9', '1.00') == -1

# %%
assert compare_versions('0.9', '1') == -1

# %%
assert compare_versions('0.9', '11.0') == -1

# %%
assert compare_versions('0.90.9', '1.0') == -1

# %%
assert compare_versions('0', '1.0') == -1

# %%
assert compare_versions('0.9', '0.1') == 1

# %%
assert compare_versions('2.0.02.0.0', '2.0.1') == 1

# %%
assert compare_versions('2.0.00', '2.0.1') == -1

# %%
assert compare_versions('2', '2.0.1') == -1

# %%
assert compare_versions('2.0.0', '1.0.2') == 1

# %%
assert compare_versions('22.0.0', '2.0.1') == 1

# %%
assert compare_versions('2.0.0', '2') == 0

# %%
assert compare_versions('2.0.0', '2.0.12.0.1') == -1

# %%
assert compare_versions('2.0.0', '2.0.10') == -1

# %%
assert compare_versions('1.01', '1') == 1

# %%
assert compare_versions('1.01', '1.10') == -1

# %%
assert compare_versions('1', '1.1') == -1

# %%
assert compare_versions('1.0', '1.1') == -1

# %%
assert compare_versions('1.010', '1.1') == 1

# %%
assert compare_versions('1.01', '11.1') == -1

# %%
assert compare_versions('1.011.01', '1.1') == 1

# %%
assert compare_versions('11.01', '1.1') == 1

# %%
assert compare_versions('10.1', '1.1') == 1

# %%
assert compare_versions('1.01', '1.11.1') == -1

# %%
assert compare_versions('1.2', '1') == 1

# %%
assert compare_versions('11.2.10', '1') == 1

# %%
assert compare_versions('01.2.1', '1.2.91.2.9') == -1

# %%
assert compare_versions('1', '11.2.9') == -1

# %%
assert compare_versions('1.20', '1.2.9') == 1

# %%
assert compare_versions('1.2.10', '9.2.19.2.1') == -1

# %%
assert compare_versions('1.2.10', '1.2.91.2.90') == -1

# %%
assert compare_versions('1.2.1', '1.2.91.2.9') == -1

# %%
assert compare_versions('1.2.10', '99.2.1') == -1

# %%
assert compare_versions('11.0', '11') == 0

# %%
assert compare_versions('0.1', '10') == -1

# %%
assert compare_versions('0.10', '1') == -1

# %%
assert compare_versions('11.00', '1') == 1

# %%
assert compare_versions('9.0', '0.1') == 1

# %%
assert compare_versions('0.90', '1.01.0') == -1

# %%
assert compare_versions('00', '1.0') == -1

# %%
assert compare_versions('00.90', '1.0') == -1

# %%
assert compare_versions('0.9', '00.1') == 1

# %%
assert compare_versions('0', '1') == -1

# %%
assert compare_versions('0.9', '10') == -1

# %%
assert compare_versions('0.90.9', '1.00') == -1

# %%
assert compare_versions('0.90.9', '0.1') == 1

# %%
assert compare_versions('0', '0.1') == -1

# %%
assert compare_versions('00.0.2', '2.0.1') == -1

# %%
assert compare_versions('2', '2.0.10') == -1

# %%
assert compare_versions('2', '1.0.2') == 1

# %%
assert compare_versions('22.0.0', '22.0.1') == -1

# %%
assert compare_versions('22.0.0', '2') == 1

# %%
assert compare_versions('2.0.00', '2') == 0

# %%
assert compare_versions('2.0.0', '2.0.12.0.12.0.12.0.1') == -1

# %%
assert compare_versions('22.0.0', '2.0.10') == 1

# %%
assert compare_versions('0', '2.0.1') == -1

# %%
assert compare_versions('0.0.2', '2.0.12.0.1') == -1

# %%
assert compare_versions('1.01', '1.101.10') == -1

# %%
assert compare_versions('11.01', '1.10') == 1

# %%
assert compare_versions('1', '11.1') == -1

# %%
assert compare_versions('11.01', '11.1') == 0

# %%
assert compare_versions('1.011.0', '1.1') == 1

# %%
assert compare_versions('10.11', '1.1') == 1
