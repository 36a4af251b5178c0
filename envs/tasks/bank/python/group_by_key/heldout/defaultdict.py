# %%
assert type(group_by_key([{'k': 1}, {'k': 1}], 'k')) is dict

# %%
assert type(group_by_key([], 'k')) is dict

# %%
assert type(group_by_key([{'k': 2}], 'k')) is dict
