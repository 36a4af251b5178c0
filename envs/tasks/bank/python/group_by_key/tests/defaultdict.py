# %%
assert type(group_by_key([{'k': 1}], 'k')) is dict
