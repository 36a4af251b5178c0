# %%
assert type(group_by_key([{'k': 1}, {'k': 1}], 'k')) is dict

# %%
assert type(group_by_key([], 'k')) is dict

# %%
assert type(group_by_key([{'k': 2}], 'k')) is dict

# %%
assert type(group_by_key([{'k': 1}, {'k': 1}, {'k': 1}, {'k': 1}], 'k')) is dict

# %%
assert type(group_by_key([{'k': 2}, {'k': 1}], 'k')) is dict

# %%
assert type(group_by_key([{'k': 1}, {'k': 1}, {'k': 1}], 'k')) is dict

# %%
assert type(group_by_key([], 'kk')) is dict

# %%
assert type(group_by_key((), 'k')) is dict

# %%
assert type(group_by_key([], '')) is dict

# %%
assert type(group_by_key([], ' k')) is dict

# %%
assert type(group_by_key([], 'ké')) is dict

# %%
assert type(group_by_key([], 'ßk')) is dict

# %%
assert type(group_by_key([], 'k ')) is dict

# %%
assert type(group_by_key([{'k': 2}, {'k': 2}], 'k')) is dict

# %%
assert type(group_by_key([{'k': 3}], 'k')) is dict

# %%
assert type(group_by_key([{'k': 1}, {'k': 1}, {'k': 1}, {'k': 1}, {'k': 1}], 'k')) is dict

# %%
assert type(group_by_key([{'k': 1}, {'k': 1}, {'k': 1}, {'k': 1}, {'k': 1}, {'k': 1}, {'k': 1}, {'k': 1}], 'k')) is dict

# %%
assert type(group_by_key([{'k': 1}, {'k': 2}, {'k': 1}, {'k': 1}], 'k')) is dict

# %%
assert type(group_by_key([{'k': 2}, {'k': 1}, {'k': 2}], 'k')) is dict

# %%
assert type(group_by_key([{'k': 1}, {'k': 2}], 'k')) is dict

# %%
assert type(group_by_key([{'k': 2}, {'k': 1}, {'k': 2}, {'k': 1}], 'k')) is dict

# %%
assert type(group_by_key([{'k': 1}, {'k': 1}, {'k': 1}, {'k': 1}, {'k': 1}, {'k': 1}], 'k')) is dict

# %%
assert type(group_by_key([], ' kk')) is dict

# %%
assert type(group_by_key([], 'kk ')) is dict

# %%
assert type(group_by_key([], 'kkkk')) is dict

# %%
assert type(group_by_key([], 'kké')) is dict

# %%
assert type(group_by_key([], 'ßkk')) is dict

# %%
assert type(group_by_key([], 'Kk')) is dict

# %%
assert type(group_by_key([], 'kkk')) is dict

# %%
assert type(group_by_key((), 'kk')) is dict

# %%
assert type(group_by_key([], 'kk0')) is dict

# %%
assert type(group_by_key([], 'KK')) is dict

# %%
assert type(group_by_key([], 'k0k0')) is dict

# %%
assert type(group_by_key([], 'K0')) is dict

# %%
assert type(group_by_key([], 'k00')) is dict

# %%
assert type(group_by_key([], ' k0')) is dict

# %%
assert type(group_by_key([], 'k0é')) is dict

# %%
assert type(group_by_key([], 'k0 ')) is dict

# %%
assert type(group_by_key((), 'k0')) is dict

# %%
assert type(group_by_key([], '0k')) is dict

# %%
assert type(group_by_key([], '0')) is dict

# %%
assert type(group_by_key([], 'ßk0')) is dict

# %%
assert type(group_by_key((), 'ké')) is dict

# %%
assert type(group_by_key((), '')) is dict

# %%
assert type(group_by_key((), ' k')) is dict

# %%
assert type(group_by_key((), 'ßk')) is dict

# %%
assert type(group_by_key((), 'k ')) is dict

# %%
assert type(group_by_key((), 'K')) is dict

# %%
assert type(group_by_key([], 'K ')) is dict

# %%
assert type(group_by_key([], 'Ké')) is dict

# %%
assert type(group_by_key([], ' K')) is dict

# %%
assert type(group_by_key([], 'ßK')) is dict

# %%
assert type(group_by_key([], 'é')) is dict

# %%
assert type(group_by_key([], ' ')) is dict

# %%
assert type(group_by_key([], 'ß')) is dict

# %%
assert type(group_by_key([], '  k')) is dict

# %%
assert type(group_by_key([], ' ké')) is dict

# %%
assert type(group_by_key([], ' k k')) is dict

# %%
assert type(group_by_key([], 'ß k')) is dict

# %%
assert type(group_by_key([], ' k ')) is dict

# %%
assert type(group_by_key([], 'ké ')) is dict

# %%
assert type(group_by_key([], 'kéké')) is dict

# %%
assert type(group_by_key([], 'ék')) is dict

# %%
assert type(group_by_key([], 'KÉ')) is dict

# %%
assert type(group_by_key([], 'ké0')) is dict

# %%
assert type(group_by_key([], 'ßßk')) is dict

# %%
assert type(group_by_key([], 'ßkßk')) is dict

# %%
assert type(group_by_key([], 'ßk ')) is dict

# %%
assert type(group_by_key([], 'Ssk')) is dict

# %%
assert type(group_by_key([], 'SSK')) is dict

# %%
assert type(group_by_key([], 'kß')) is dict

# %%
assert type(group_by_key([], ' ßk')) is dict

# %%
assert type(group_by_key([], 'k k ')) is dict

# %%
assert type(group_by_key([], 'k  ')) is dict

# %%
assert type(group_by_key([], 'k é')) is dict

# %%
assert type(group_by_key([], 'k 0')) is dict

# %%
assert type(group_by_key([{'k': 2}, {'k': 2}, {'k': 2}], 'k')) is dict

# %%
assert type(group_by_key([{'k': 2}, {'k': 2}, {'k': 2}, {'k': 2}], 'k')) is dict

# %%
assert type(group_by_key([{'k': 2}, {'k': 3}], 'k')) is dict

# %%
assert type(group_by_key([{'k': 3}, {'k': 3}], 'k')) is dict
