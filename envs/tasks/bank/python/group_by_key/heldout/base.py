# %%
assert group_by_key([], '') == {}

# %%
assert group_by_key([], 'k ') == {}

# %%
assert group_by_key([], 'k0') == {}

# %%
assert group_by_key([], 'kk') == {}

# %%
assert group_by_key([], 'ßk') == {}

# %%
assert group_by_key((), 'k0') == {}

# %%
assert group_by_key((), 'k ') == {}

# %%
assert group_by_key((), 'ké') == {}

# %%
assert group_by_key((), ' k') == {}

# %%
assert group_by_key((), '') == {}

# %%
assert group_by_key([], 'ß') == {}

# %%
assert group_by_key([], 'é') == {}

# %%
assert group_by_key([], 'ßk ') == {}

# %%
assert group_by_key([], 'k  ') == {}

# %%
assert group_by_key([], 'kk ') == {}

# %%
assert group_by_key([], 'KÉ') == {}

# %%
assert group_by_key([], 'kéé') == {}

# %%
assert group_by_key([], 'ék') == {}

# %%
assert group_by_key([], 'Ké') == {}

# %%
assert group_by_key([], ' ké') == {}

# %%
assert group_by_key([], 'kéké') == {}

# %%
assert group_by_key([], 'ßké') == {}

# %%
assert group_by_key([], 'ké0') == {}

# %%
assert group_by_key([], 'k0k0') == {}

# %%
assert group_by_key([], 'K0') == {}

# %%
assert group_by_key([], 'k0é') == {}

# %%
assert group_by_key([], 'ßkk') == {}

# %%
assert group_by_key([], ' kk') == {}

# %%
assert group_by_key([], 'Kk') == {}

# %%
assert group_by_key([], 'kkkk') == {}

# %%
assert group_by_key([], ' K') == {}

# %%
assert group_by_key([], '  k') == {}

# %%
assert group_by_key([], ' k k') == {}

# %%
assert group_by_key([], 'SSK') == {}

# %%
assert group_by_key([], 'ßkßk') == {}

# %%
assert group_by_key([], 'Ssk') == {}

# %%
assert group_by_key([], 'ßßk') == {}

# %%
assert group_by_key([], 'kß') == {}

# %%
assert group_by_key([], 'ßK') == {}

# %%
assert group_by_key((), 'kk0') == {}

# %%
assert group_by_key((), 'k k ') == {}

# %%
assert group_by_key((), 'ßßk') == {}

# %%
assert group_by_key((), 'ké0') == {}

# %%
assert group_by_key([], 'é ') == {}

# %%
assert group_by_key([], ' 0') == {}

# %%
assert group_by_key((), '0') == {}

# %%
assert group_by_key([], '00') == {}

# %%
assert group_by_key([], 'Ssk ') == {}

# %%
assert group_by_key([], ' K ') == {}

# %%
assert group_by_key([], 'k k') == {}

# %%
assert group_by_key((), 'k  ') == {}

# %%
assert group_by_key([], 'k  k  ') == {}

# %%
assert group_by_key([], 'K 0') == {}

# %%
assert group_by_key([], 'k  0') == {}

# %%
assert group_by_key([], 'ké  ') == {}

# %%
assert group_by_key([], 'ékék') == {}

# %%
assert group_by_key([], ' KÉ') == {}

# %%
assert group_by_key([], 'ßßké') == {}

# %%
assert group_by_key([], 'KÉ0') == {}

# %%
assert group_by_key([], 'kk0k0') == {}

# %%
assert group_by_key([], 'k00é') == {}

# %%
assert group_by_key([], 'ß0k') == {}

# %%
assert group_by_key([], ' K0') == {}

# %%
assert group_by_key([], 'K00') == {}

# %%
assert group_by_key([], 'kk0 ') == {}

# %%
assert group_by_key((), ' k0') == {}

# %%
assert group_by_key([], 'K0É') == {}

# %%
assert group_by_key([], '0kß') == {}

# %%
assert group_by_key([], 'kkß') == {}

# %%
assert group_by_key([], '  kk') == {}

# %%
assert group_by_key([], 'kK') == {}

# %%
assert group_by_key([], 'kkkkkkkk') == {}

# %%
assert group_by_key([], 'kkkkk') == {}

# %%
assert group_by_key([], 'KKé') == {}

# %%
assert group_by_key([], 'KK0') == {}

# %%
assert group_by_key([], 'ß ') == {}

# %%
assert group_by_key((), ' k k') == {}

# %%
assert group_by_key([], ' ßké') == {}

# %%
assert group_by_key([], 'SK') == {}

# %%
assert group_by_key([], 'ßßk0') == {}
